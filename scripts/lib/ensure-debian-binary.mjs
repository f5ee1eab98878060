/**
 * Makes sure a system program the tests drive is present, so that `npm test`
 * works on a fresh machine: the binary at `defaultPath` (or the one named by
 * the environment variable `envVar`). When it is missing and we are root on a
 * Debian-like system, its package is installed with apt-get; otherwise the
 * process stops with a message that says what to install.
 *
 * `noServices`: forbid the package's maintainer scripts to start a system
 * service while it installs (Debian's policy-rc.d "exit 101"), for a server
 * the tests start themselves. `noRecommends`: the package alone, without
 * what it recommends.
 */
import { accessSync, constants, existsSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

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

/** Runs `install` with service starts forbidden, unless a policy is already in place. */
function withoutServiceStarts(install) {
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) {
    writeFileSync(
      policy,
      '#!/bin/sh\n# scripts/lib/ensure-debian-binary.mjs, removed after the install\nexit 101\n',
      {
        mode: 0o755,
      },
    );
  }
  try {
    return install();
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}

export function ensureDebianBinary({
  name,
  envVar,
  defaultPath,
  aptPackage,
  purpose,
  noServices = false,
  noRecommends = false,
}) {
  const wanted = process.env[envVar] ?? defaultPath;
  if (isExecutable(wanted)) return;

  if (process.env[envVar]) {
    console.error(`${envVar}=${wanted} is not an executable file.`);
    process.exit(1);
  }

  const canApt = process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `${name} not found at ${defaultPath}. Install it (Debian/Ubuntu: ` +
        `\`sudo apt-get install -y ${aptPackage}\`) or point ${envVar} at a ${name} binary.`,
    );
    process.exit(1);
  }

  console.log(`${name} not found: installing Debian's ${aptPackage} for ${purpose}`);
  const install = () =>
    run('apt-get', ['update', '-qq']) &&
    run('apt-get', [
      'install',
      '-y',
      '-qq',
      ...(noRecommends ? ['--no-install-recommends'] : []),
      aptPackage,
    ]);
  const installed = noServices ? withoutServiceStarts(install) : install();
  if (!installed) {
    console.error(`apt-get could not install ${aptPackage}.`);
    process.exit(1);
  }
  if (!isExecutable(wanted)) {
    console.error(`${aptPackage} was installed but ${wanted} is still missing.`);
    process.exit(1);
  }
}
