/**
 * The organisation's content (issue 37): picks the content file, checks it
 * (scripts/site-content.ts) and hands it to the app as three small virtual
 * modules (src/config/virtual-site-content.d.ts). A wrong file stops the
 * build, naming every wrong field.
 *
 * Which file (docs/deployment.md, "The organisation's content"):
 * - `SITE_CONTENT=<path>` (the shell or the mode's .env files; relative to the
 *   project): that file, which must exist. `SITE_CONTENT=none`: no content.
 * - Otherwise the dev server and the demo build (`--mode demo`, what
 *   `npm run demo` and the end-to-end tests serve): the committed sample,
 *   `content/site-content.sample.json`, which says it is a sample.
 * - Otherwise (a production build): `content/site-content.json` when it
 *   exists, else no content at all: the pages then show no contact data,
 *   organisations, reports or open call, never invented ones.
 * Vitest always gets the sample (tests that need other content mock the
 * modules: tests/testing/site-content.ts), whatever the shell says.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { noSiteContent, type SiteContent } from '../src/config/site-content.js';
import { readSiteContent } from './site-content.js';

/** Where a production build looks for the deployer's file (not committed). */
export const contentFile = 'content/site-content.json';
/** The demo's sample content (committed). */
export const sampleContentFile = 'content/site-content.sample.json';

const moduleIds = [
  'virtual:site-content',
  'virtual:site-content/organisations',
  'virtual:site-content/library',
] as const;
type ModuleId = (typeof moduleIds)[number];

function isModuleId(id: string): id is ModuleId {
  return (moduleIds as readonly string[]).includes(id);
}

interface ContentFileQuestion {
  /** SITE_CONTENT, if set. */
  setting: string | undefined;
  command: 'build' | 'serve';
  mode: string;
  root: string;
}

/** The content file a build or server uses (absolute), or null for none. */
export function contentFileFor({ setting, command, mode, root }: ContentFileQuestion) {
  const value = (setting ?? '').trim();
  if (value === 'none') return null;
  if (value !== '') {
    const file = resolve(root, value);
    if (!existsSync(file)) {
      throw new Error(
        `SITE_CONTENT=${value}: there is no such file (${file}). Point it at the ` +
          'content file, or set SITE_CONTENT=none to build without content.',
      );
    }
    return file;
  }
  if (command === 'serve' || mode === 'demo') return resolve(root, sampleContentFile);
  const deployed = resolve(root, contentFile);
  return existsSync(deployed) ? deployed : null;
}

/** A file as messages name it: from the project when it is inside it, else in full. */
function shownPath(root: string, file: string): string {
  const fromRoot = relative(root, file);
  return fromRoot === '' || fromRoot.startsWith('..') || isAbsolute(fromRoot) ? file : fromRoot;
}

/** Whether a path on the site (`/library/informe.pdf`) is a file of public/, which the build copies. */
function isPublicFile(publicDir: string, path: string): boolean {
  if (publicDir === '') return false;
  try {
    return existsSync(join(publicDir, decodeURIComponent(path.split(/[?#]/)[0] ?? '')));
  } catch {
    return false; // a malformed %-escape
  }
}

/** The source of each virtual module. */
export function siteContentModules(content: SiteContent): Record<ModuleId, string> {
  const constant = (name: string, value: unknown) =>
    `export const ${name} = ${JSON.stringify(value)};\n`;
  return {
    'virtual:site-content':
      constant('sample', content.sample) +
      constant('contact', content.contact) +
      constant('social', content.social) +
      constant('call', content.call),
    'virtual:site-content/organisations': constant('organisations', content.organisations),
    'virtual:site-content/library': constant('reports', content.reports),
  };
}

export function siteContentPlugin(): Plugin {
  let root = process.cwd();
  let publicDir = '';
  let file: string | null = null;
  let serving = false;
  let productionBuild = false;
  let content: SiteContent = noSiteContent;

  const read = (): SiteContent => {
    if (file === null) return noSiteContent;
    return readSiteContent(readFileSync(file, 'utf8'), shownPath(root, file), {
      // A report on this site must be a file the build copies from public/.
      isSiteFile: (path) => isPublicFile(publicDir, path),
    });
  };

  return {
    name: 'site-content',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
      serving = config.command === 'serve';
      productionBuild = config.command === 'build' && config.mode !== 'demo';
      const envDir = typeof config.envDir === 'string' ? config.envDir : config.root;
      const setting = process.env.VITEST
        ? undefined
        : loadEnv(config.mode, envDir, 'SITE_CONTENT').SITE_CONTENT;
      file = contentFileFor({ setting, command: config.command, mode: config.mode, root });
    },
    buildStart() {
      // Checked before anything is bundled: a wrong file stops the build at once.
      content = read();
      if (!productionBuild) return;
      if (file === null) {
        this.warn(
          `no content file (${contentFile} or SITE_CONTENT): the site shows no contact ` +
            'data, social links, organisations or reports, and no open call (docs/deployment.md).',
        );
      } else if (content.sample) {
        this.warn(
          `${shownPath(root, file)} says "sample": true: every public page will say "Contenido de muestra".`,
        );
      }
    },
    resolveId(id) {
      return isModuleId(id) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith('\0')) return undefined;
      const moduleId = id.slice(1);
      if (!isModuleId(moduleId)) return undefined;
      if (serving && file !== null) {
        // The dev server reads the file again when it changes.
        this.addWatchFile(file);
        content = read();
      }
      return siteContentModules(content)[moduleId];
    },
  };
}
