import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The production build served by Debian's nginx with the deploy configuration. */
export interface NginxSite {
  /** Where nginx listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The VITE_API_URL the build was made with: a closed loopback port. */
  apiUrl: string;
  /** The build folder nginx serves (with the .gz copies). */
  htmlDir: string;
  stop: () => Promise<void>;
}

/** How `startNginxSite` builds the site (see there). */
export interface NginxSiteOptions {
  apiUpstream?: string;
  sentryDsn?: string;
  /** The organisation's content file to build with (SITE_CONTENT); none without it. */
  siteContent?: string;
  /** The origin the backend's media files may also come from (MEDIA_ORIGIN); none without it. */
  mediaOrigin?: string;
}

const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The release a build with `sentryDsn` reports (tests/deploy/error-reporting.spec.ts). */
export const REPORTING_TEST_RELEASE = 'pymes-digitales@deploy-test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

async function node(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await run(process.execPath, args, { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
}

/** nginx -V: where this build keeps its configuration and which modules it lacks. */
async function nginxBuild(): Promise<{ mimeTypes: string; without: string }> {
  const { stderr } = await run(nginxPath, ['-V']);
  const confPath = /--conf-path=(\S+)/.exec(stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  return { mimeTypes: join(dirname(confPath), 'mime.types'), without: stderr };
}

/** The main configuration around the rendered server: everything under `dir`, no root needed. */
function mainConfig(dir: string, mimeTypes: string, without: string): string {
  const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .filter((kind) => !without.includes(`--without-http_${kind}_module`))
    .map((kind) => `    ${kind}_temp_path ${join(dir, 'temp', kind)};`);
  return `# tests/deploy: the rendered server of deploy/nginx, on loopback.
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs', 'error.log')} warn;
events { worker_connections 64; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log ${join(dir, 'logs', 'access.log')};
${tempPaths.join('\n')}
    include conf.d/*.conf;
}
`;
}

/**
 * Builds the site as production does (into a temporary folder, never dist/),
 * precompresses it, renders deploy/nginx for it and starts nginx on a free
 * loopback port with its own prefix, pid, logs and temp folders. With
 * `apiUpstream` (an origin), the same-origin mode: the build calls the API on
 * the site itself (VITE_API_URL=/) and nginx passes /api/ and /media/ there.
 * With `sentryDsn`, a build that reports errors there (issue 30), with the
 * release `REPORTING_TEST_RELEASE`; without it, none (whatever the
 * environment says). With `siteContent` (a path), the organisation's content
 * from that file (docs/deployment.md); without it, a build with no content
 * file, as production without one (whatever the environment or a
 * content/site-content.json of this checkout says). With `mediaOrigin`, a
 * policy that lets images also come from there (MEDIA_ORIGIN, issue 45);
 * without it, none (whatever the environment says).
 */
export async function startNginxSite({
  apiUpstream,
  sentryDsn,
  siteContent,
  mediaOrigin,
}: NginxSiteOptions = {}): Promise<NginxSite> {
  try {
    accessSync(nginxPath, constants.X_OK);
  } catch {
    throw new Error(
      `nginx not found at ${nginxPath}: run \`node scripts/ensure-nginx.mjs\` (as root it ` +
        'installs Debian’s nginx) or point NGINX_PATH at an nginx binary.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'pymes-deploy-'));
  // nginx's workers drop to an unprivileged user when it runs as root: let them read the build.
  chmodSync(dir, 0o755);
  for (const folder of ['logs', 'temp']) mkdirSync(join(dir, folder));
  const htmlDir = join(dir, 'html');
  const confDir = join(dir, 'conf');

  const [port, apiPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${String(port)}`;
  // Nothing listens there: API calls the tests do not answer themselves fail.
  const apiUrl = apiUpstream ? `${url}/` : `http://127.0.0.1:${String(apiPort)}/backend/`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VITE_API_URL: apiUpstream ? '/' : apiUrl,
    ...(apiUpstream ? { API_UPSTREAM: apiUpstream } : {}),
  };
  delete env.VITE_BENEFITS_URL;
  if (!apiUpstream) delete env.API_UPSTREAM;
  for (const name of ['VITE_SENTRY_DSN', 'VITE_SENTRY_RELEASE', 'VITE_SENTRY_ENVIRONMENT']) {
    Reflect.deleteProperty(env, name);
  }
  if (sentryDsn) {
    env.VITE_SENTRY_DSN = sentryDsn;
    env.VITE_SENTRY_RELEASE = REPORTING_TEST_RELEASE;
  }
  env.SITE_CONTENT = siteContent ?? 'none';
  if (mediaOrigin) env.MEDIA_ORIGIN = mediaOrigin;
  else delete env.MEDIA_ORIGIN;

  await node(
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      htmlDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    env,
  );
  await node(['scripts/precompress.mjs', htmlDir], env);
  await node(
    [
      'scripts/render-nginx-config.mjs',
      '--out',
      confDir,
      '--listen',
      `127.0.0.1:${String(port)}`,
      '--root',
      htmlDir,
    ],
    env,
  );
  const { mimeTypes, without } = await nginxBuild();
  if (!existsSync(mimeTypes)) throw new Error(`nginx's mime.types is not at ${mimeTypes}`);
  const config = join(confDir, 'nginx.conf');
  await writeFile(config, mainConfig(dir, mimeTypes, without));

  const errorLog = join(dir, 'logs', 'error.log');
  const nginx: ChildProcess = spawn(nginxPath, ['-p', `${dir}/`, '-c', config, '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  nginx.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => {
    nginx.once('exit', () => {
      resolve();
    });
  });

  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGQUIT');
      const timer = setTimeout(() => nginx.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  while (!(await isListening(port))) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      const log = await readFile(errorLog, 'utf8').catch(() => '');
      await stop();
      throw new Error(`nginx did not start:\n${output}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, apiUrl, htmlDir, stop };
}
