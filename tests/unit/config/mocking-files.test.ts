import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest shares a worker's modules between test files (vite.config.ts,
// `isolate: false`), and a `vi.mock` applies only to a module not yet imported:
// a file that mocks a module must be listed in `mockingFiles`, which runs it
// with modules of its own. Forgetting it fails here rather than by chance,
// depending on which file ran before it in its worker.
const root = join(import.meta.dirname, '../../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

describe('test files that mock a module', () => {
  it('are the ones vite.config.ts runs with modules of their own', () => {
    const config = readFileSync(join(root, 'vite.config.ts'), 'utf8');
    const listed = config.slice(
      config.indexOf('const mockingFiles'),
      config.indexOf('];', config.indexOf('const mockingFiles')),
    );
    const mocking = ['tests/unit', 'tests/integration']
      .flatMap((dir) => testFiles(join(root, dir)))
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    for (const file of mocking) expect(listed, file).toContain(`'${file}'`);
  });
});
