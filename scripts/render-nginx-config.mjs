#!/usr/bin/env node
// Renders the nginx configuration of the production build from the templates
// in deploy/nginx/, for the API the build talks to.
//
//   VITE_API_URL=https://api.example.cl/ node scripts/render-nginx-config.mjs --out <dir>
//     [--listen 80] [--root /usr/share/nginx/html]
//
// Same-origin mode (issue 28): with API_UPSTREAM=https://api.example.cl (the
// backend's origin) and VITE_API_URL=/ (the build calls the API on the site's
// own origin), the server also passes /api/ and /media/ to the backend, so no
// call is cross-origin and none needs a CORS preflight.
//
// writes <dir>/conf.d/default.conf (the server) and
// <dir>/snippets/pymes-security-headers.conf (the headers, included by every
// location through the relative path snippets/…, so <dir> is nginx's
// configuration folder: /etc/nginx in the image). The Dockerfile runs it with
// the same VITE_API_URL as the build; tests/deploy runs it for its own nginx.
//
// Placeholders filled in:
//   NGINX_LISTEN, NGINX_ROOT   --listen, --root
//   API_ORIGIN                 the origin of VITE_API_URL (nothing when it is a
//                              path on the site itself, which 'self' covers)
//   MEDIA_ORIGIN               the origin the backend's media files come from
//                              when it is not the API's (MEDIA_ORIGIN, e.g. a
//                              CDN; images only), or nothing
//   TYPEFORM_STYLE_HASHES      'sha256-…' of each <style> element the Typeform
//                              embed renders, taken from the installed
//                              @typeform/embed-react, so an upgrade updates it
//   API_PROXY                  the /api/ and /media/ locations of the
//                              same-origin mode, or nothing
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const usage = `Usage: VITE_API_URL=<url> node scripts/render-nginx-config.mjs --out <dir> [options]

  --out <dir>      nginx configuration folder to write conf.d/ and snippets/ into
  --listen <addr>  what the server listens on (default 80; e.g. 127.0.0.1:4300)
  --root <dir>     folder holding the build (default /usr/share/nginx/html)
  -h, --help       this text

  API_UPSTREAM=<origin>  (with VITE_API_URL=/) also pass /api/ and /media/ to
                         the backend at <origin>: the same-origin mode
  MEDIA_ORIGIN=<origin>  also let images come from <origin> (img-src): where the
                         backend's media files are when they are not on the
                         API's origin (a CDN, a bucket)`;

function fail(message) {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      out: { type: 'string' },
      listen: { type: 'string', default: '80' },
      root: { type: 'string', default: '/usr/share/nginx/html' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.out) fail('--out is required.');
for (const [name, value] of [
  ['--listen', values.listen],
  ['--root', values.root],
]) {
  if (!/^[^\s;{}'"$]+$/.test(value)) fail(`${name} "${value}" is not a plain address or path.`);
}

/** The origin the CSP must allow for VITE_API_URL; '' when the API is on the site itself. */
function apiOriginOf(apiUrl) {
  const url = (apiUrl ?? '').trim();
  if (url === '') throw new Error('VITE_API_URL is not set: the CSP must name the API origin.');
  if (url.startsWith('/') && !url.startsWith('//')) return '';
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`VITE_API_URL "${url}" is neither an absolute http(s) URL nor a path.`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`VITE_API_URL "${url}" is not an http(s) URL.`);
  }
  // Only what a CSP source and an nginx string can hold as they are.
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/.test(parsed.origin)) {
    throw new Error(`VITE_API_URL "${url}" has an unusual host: ${parsed.origin}`);
  }
  return parsed.origin;
}

/**
 * The origin the backend's media files come from when it is not the API's
 * (issue 45: DRF answers a stored file's absolute URL, a CDN's with a storage
 * on one): an http(s) origin, without path, query or credentials; '' when
 * MEDIA_ORIGIN is unset or empty, so the policy allows no other image host.
 */
function mediaOriginOf(value) {
  const origin = (value ?? '').trim();
  if (origin === '') return '';
  let parsed;
  try {
    parsed = new URL(origin);
  } catch {
    throw new Error(`MEDIA_ORIGIN "${origin}" is not an absolute http(s) origin.`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`MEDIA_ORIGIN "${origin}" is not an http(s) origin.`);
  }
  if (
    parsed.username ||
    parsed.password ||
    parsed.pathname !== '/' ||
    parsed.search ||
    parsed.hash
  ) {
    throw new Error(`MEDIA_ORIGIN "${origin}" must be an origin only (no path): ${parsed.origin}`);
  }
  // Only what a CSP source and an nginx string can hold as they are.
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/.test(parsed.origin)) {
    throw new Error(`MEDIA_ORIGIN "${origin}" has an unusual host: ${parsed.origin}`);
  }
  return parsed.origin;
}

/**
 * The origin error reports go to (issue 30): the DSN's, when the build has
 * VITE_SENTRY_DSN; empty without it, so the CSP allows no such host.
 */
function reportingOriginOf(dsn) {
  const value = (dsn ?? '').trim();
  if (value === '') return '';
  let parsed;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`VITE_SENTRY_DSN "${value}" is not a URL.`);
  }
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/.test(parsed.origin)) {
    throw new Error(`VITE_SENTRY_DSN "${value}" has an unusual host: ${parsed.origin}`);
  }
  return parsed.origin;
}

/** The CSP hashes of the <style> elements @typeform/embed-react's Widget renders. */
function typeformStyleHashes() {
  const require = createRequire(new URL('../package.json', import.meta.url));
  const { createElement } = require('react');
  const { renderToStaticMarkup } = require('react-dom/server');
  const { Widget } = require('@typeform/embed-react');
  // Rendering on the server runs no effect: only the markup, with the <style>
  // the embed adds next to its container (its CSS as inline text).
  const markup = renderToStaticMarkup(createElement(Widget, { id: 'form-id' }));
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (styles.length === 0) {
    throw new Error(
      '@typeform/embed-react renders no <style> any more: drop TYPEFORM_STYLE_HASHES from ' +
        'deploy/nginx/security-headers.conf.template (or check how it styles the widget now).',
    );
  }
  return styles.map(
    (css) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  );
}

/**
 * The same-origin mode's locations: the backend's paths (spec §7-9: api/… and
 * the stored media/…) passed to API_UPSTREAM as they are, with its own host
 * name (Django checks it against ALLOWED_HOSTS) and the client's address.
 */
function apiProxyOf(upstream, apiUrl) {
  if (upstream === undefined || upstream.trim() === '') return '';
  let parsed;
  try {
    parsed = new URL(upstream.trim());
  } catch {
    throw new Error(`API_UPSTREAM "${upstream}" is not an absolute http(s) URL.`);
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.origin === 'null') {
    throw new Error(`API_UPSTREAM "${upstream}" is not an http(s) URL.`);
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new Error(
      `API_UPSTREAM "${upstream}" must be an origin only (no path): ${parsed.origin}`,
    );
  }
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/.test(parsed.origin)) {
    throw new Error(`API_UPSTREAM "${upstream}" has an unusual host: ${parsed.origin}`);
  }
  if ((apiUrl ?? '').trim().replace(/\/?$/, '/') !== '/') {
    throw new Error(
      `API_UPSTREAM is set, so the API is served on the site's own origin: build with VITE_API_URL=/ (not "${String(apiUrl)}").`,
    );
  }
  const location = (path) => `    location ${path} {
        proxy_pass ${parsed.origin};
        proxy_http_version 1.1;
        proxy_set_header Host ${parsed.host};
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_ssl_server_name on;
        # A training line's form sends two images of up to 1 MB each.
        client_max_body_size 5m;
    }`;
  return `    # The API on the site's own origin (API_UPSTREAM; docs/deployment.md,
    # "Same-origin API"): no call is cross-origin, so none waits for a CORS
    # preflight. The backend's answers are passed as they are.
${location('/api/')}
${location('/media/')}
`;
}

let apiOrigin;
let apiProxy;
let mediaOrigin;
let reportingOrigin;
try {
  apiOrigin = apiOriginOf(process.env.VITE_API_URL);
  mediaOrigin = mediaOriginOf(process.env.MEDIA_ORIGIN);
  reportingOrigin = reportingOriginOf(process.env.VITE_SENTRY_DSN);
  apiProxy = apiProxyOf(process.env.API_UPSTREAM, process.env.VITE_API_URL);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const placeholders = {
  NGINX_LISTEN: values.listen,
  NGINX_ROOT: values.root,
  API_ORIGIN: apiOrigin,
  // The API's origin already allows its images: not named twice.
  MEDIA_ORIGIN: mediaOrigin === apiOrigin ? '' : mediaOrigin,
  TYPEFORM_STYLE_HASHES: [...new Set(typeformStyleHashes())].join(' '),
  API_PROXY: apiProxy,
  REPORTING_ORIGIN: reportingOrigin,
};

function render(templateName) {
  const template = readFileSync(
    new URL(`../deploy/nginx/${templateName}`, import.meta.url),
    'utf8',
  );
  const text = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => {
    if (!(name in placeholders)) throw new Error(`${templateName}: unknown placeholder ${whole}`);
    return placeholders[name];
  });
  const header = `# Generated by scripts/render-nginx-config.mjs from deploy/nginx/${templateName}: edit the template.\n`;
  // An empty API_ORIGIN or MEDIA_ORIGIN leaves "'self' ;" or "blob:  https://…"
  // in the policy: tidy it.
  return (
    header +
    text.replace(/^add_header Content-Security-Policy .*$/gm, (line) =>
      line
        .replace(/ +;/g, ';')
        .replace(/ +(?=" always;$)/, '')
        .replace(/ {2,}/g, ' '),
    )
  );
}

const files = [
  ['default.conf.template', join(values.out, 'conf.d', 'default.conf')],
  ['security-headers.conf.template', join(values.out, 'snippets', 'pymes-security-headers.conf')],
];
for (const [template, target] of files) {
  const text = render(template);
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
