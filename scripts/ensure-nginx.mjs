#!/usr/bin/env node
/**
 * Makes sure the nginx the deploy tests (tests/deploy) run is present, so that
 * `npm test` works on a fresh machine. The tests use Debian's nginx
 * (`/usr/sbin/nginx`) or the binary named by NGINX_PATH. When neither exists
 * and we are root on a Debian-like system, it is installed with apt-get
 * (without starting the system's nginx service); otherwise we stop with a
 * message that says what to install.
 */
import { accessSync, constants, existsSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const wanted = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

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

if (process.env.NGINX_PATH) {
  console.error(`NGINX_PATH=${wanted} is not an executable file.`);
  process.exit(1);
}

const canApt = process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');
if (!canApt) {
  console.error(
    'nginx not found at /usr/sbin/nginx. Install it (Debian/Ubuntu: ' +
      '`sudo apt-get install -y nginx`) or point NGINX_PATH at an nginx binary.',
  );
  process.exit(1);
}

// The tests start their own nginx on loopback; the package must not start the
// system service on port 80. Debian's maintainer scripts ask policy-rc.d first:
// "exit 101" forbids starting services. Docker images usually ship one already.
const policy = '/usr/sbin/policy-rc.d';
const ownPolicy = !existsSync(policy);
if (ownPolicy)
  writeFileSync(policy, '#!/bin/sh\n# ensure-nginx.mjs, removed after the install\nexit 101\n', {
    mode: 0o755,
  });

console.log("nginx not found: installing Debian's nginx for the deploy tests");
let installed;
try {
  installed =
    run('apt-get', ['update', '-qq']) &&
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx']);
} finally {
  if (ownPolicy) rmSync(policy, { force: true });
}
if (!installed) {
  console.error('apt-get could not install nginx.');
  process.exit(1);
}
if (!isExecutable(wanted)) {
  console.error(`nginx was installed but ${wanted} is still missing.`);
  process.exit(1);
}
