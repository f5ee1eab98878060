import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function demo(...args: string[]) {
  return spawnSync(process.execPath, ['scripts/demo.mjs', ...args], { encoding: 'utf8' });
}

describe('npm run demo', () => {
  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['--port', 'abc'], '--port must be a number from 1 to 65535, not "abc".'],
    [['--port', '70000'], '--port must be a number from 1 to 65535, not "70000".'],
    [['--host', ' '], '--host needs an address.'],
    [
      ['--spec-only', '--skip-build'],
      '--spec-only builds the demo; it cannot be used with --skip-build.',
    ],
    [
      ['--reading', 'other', '--skip-build'],
      '--reading builds the demo; it cannot be used with --skip-build.',
    ],
    [['--reading', 'spec'], '--reading must be one of full, spec-only, other, drf, not "spec".'],
    [
      ['--spec-only', '--reading', 'other'],
      '--spec-only means --reading spec-only; it cannot be used with --reading other.',
    ],
  ])('refuses %j with a message and the usage, not a stack trace', (args, message) => {
    const run = demo(...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('--host <addr>');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('explains its options with --help', () => {
    const run = demo('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('--port <n>');
    expect(run.stdout).toContain('--host <addr>');
    expect(run.stdout).toContain('--reading <r>');
    expect(run.stdout).toContain('--spec-only    the same as --reading spec-only');
  });
});
