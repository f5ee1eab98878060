#!/usr/bin/env node
/**
 * Makes sure the Chromium the end-to-end tests drive is present, so that
 * `npm test` works on a fresh machine. Playwright cannot download its own
 * browsers here; the suite uses Debian's Chromium (`/usr/bin/chromium`) or the
 * binary named by CHROMIUM_PATH. When neither exists and we are root on a
 * Debian-like system, it is installed with apt-get; otherwise we stop with a
 * message that says what to install.
 */
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (isExecutable(wanted)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH=${wanted} is not an executable file.`);
  process.exit(1);
}

const canApt = process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');
if (!canApt) {
  console.error(
    'Chromium not found at /usr/bin/chromium. Install it (Debian/Ubuntu: ' +
      '`sudo apt-get install -y chromium`) or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

console.log("Chromium not found: installing Debian's chromium for the end-to-end tests");
if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
  console.error('apt-get could not install chromium.');
  process.exit(1);
}
if (!isExecutable(wanted)) {
  console.error(`chromium was installed but ${wanted} is still missing.`);
  process.exit(1);
}
