import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noSiteContent } from '@/config/site-content';
import {
  contentFile,
  contentFileFor,
  sampleContentFile,
  siteContentModules,
} from '../../../scripts/vite-site-content';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-content-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function addDeployerFile() {
  mkdirSync(join(root, 'content'), { recursive: true });
  writeFileSync(join(root, contentFile), '{}');
}

describe('which content file a build uses (scripts/vite-site-content.ts)', () => {
  const production = { command: 'build', mode: 'production' } as const;

  it("a production build: the deployer's file when it is there, else none", () => {
    expect(contentFileFor({ ...production, setting: undefined, root })).toBeNull();
    addDeployerFile();
    expect(contentFileFor({ ...production, setting: undefined, root })).toBe(
      join(root, contentFile),
    );
  });

  it('the demo build and the dev server: the sample, even next to a deployer file', () => {
    addDeployerFile();
    const sample = join(root, sampleContentFile);
    expect(contentFileFor({ command: 'build', mode: 'demo', setting: undefined, root })).toBe(
      sample,
    );
    expect(contentFileFor({ command: 'serve', mode: 'development', setting: '', root })).toBe(
      sample,
    );
  });

  it('SITE_CONTENT names the file, relative to the project, for every build; none means none', () => {
    writeFileSync(join(root, 'staging.json'), '{}');
    for (const question of [production, { command: 'build', mode: 'demo' } as const]) {
      expect(contentFileFor({ ...question, setting: 'staging.json', root })).toBe(
        join(root, 'staging.json'),
      );
      expect(contentFileFor({ ...question, setting: ' none ', root })).toBeNull();
    }
  });

  it('SITE_CONTENT naming a file that is not there stops the build', () => {
    expect(() => contentFileFor({ ...production, setting: 'falta.json', root })).toThrow(
      /^SITE_CONTENT=falta\.json: there is no such file/,
    );
  });

  it('without content the modules give nothing', () => {
    expect(siteContentModules(noSiteContent)).toEqual({
      'virtual:site-content':
        'export const sample = false;\nexport const contact = {};\nexport const social = [];\nexport const call = null;\n',
      'virtual:site-content/organisations': 'export const organisations = [];\n',
      'virtual:site-content/library': 'export const reports = [];\n',
    });
  });
});
