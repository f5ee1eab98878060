// ESLint flat config. The import-direction rules below are the architecture of
// the project (docs/architecture.md): shared code -> features -> app, never back,
// and no feature imports another feature.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sharedFolders = ['components', 'config', 'lib', 'api', 'validation', 'data', 'mocks'];

const importZones = [
  // Product code never imports the demo backend. Only the boot file
  // (src/main.tsx, outside every folder below) and the tests may; the demo
  // reaches the screens through the slots of src/lib/slots.tsx.
  {
    target: './src/!(mocks)/**/*',
    from: './src/mocks',
    message:
      'Only src/main.tsx and the tests import src/mocks; hand demo pieces in through src/lib/slots.tsx.',
  },
  // A feature never reaches into another feature.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other; move the shared piece to src/components, src/lib or src/api.',
  })),
  // Features never import the app wiring.
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import src/app; the app composes features, not the other way round.',
  },
  // Shared code never imports features or the app.
  ...sharedFolders.flatMap((folder) => [
    {
      target: `./src/${folder}`,
      from: './src/features',
      message: 'Shared code does not import features.',
    },
    {
      target: `./src/${folder}`,
      from: './src/app',
      message: 'Shared code does not import src/app.',
    },
  ]),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'playwright-report',
      'test-results',
      'public',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      // The TypeScript settings of import-x: without them it parses no .ts/.tsx
      // file behind an import. Import circles are found by
      // scripts/check-import-cycles.mjs (part of `npm run lint`), not here.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      'check-file': checkFile,
    },
    rules: {
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // An import of types only, written `import { type A }`, stays in the build as
      // a side-effect import: it once made the demo's boot wait for the HTTP chunk.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed useAppDispatch / useAppSelector from src/lib/store-hooks.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'dangerouslySetInnerHTML is not allowed.',
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE', 'tests/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/**/': 'KEBAB_CASE', 'tests/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Playwright fixtures call a `use` callback that is not React's hook.
    files: ['src/**', 'tests/unit/**', 'tests/integration/**', 'tests/testing/**'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['tests/unit/**', 'tests/integration/**', 'tests/testing/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // MSW answers with a Response thrown from a handler (src/mocks/http.ts).
    files: ['src/mocks/**'],
    rules: {
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'msw', name: 'HttpResponse' }] },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
