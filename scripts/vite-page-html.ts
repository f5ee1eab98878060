/**
 * Production builds only: one HTML file per public page (src/config/page-meta.ts),
 * each the built index.html with the page's own <title>, description,
 * canonical link, Open Graph and Twitter card tags in its <head>. Link
 * previews (WhatsApp, Facebook, LinkedIn) and crawlers do not run JavaScript:
 * they read these files, which nginx serves for their routes
 * (deploy/nginx/default.conf.template). The app itself is the same in every file.
 *
 * Writes `<path>/index.html` for each page (`mujeresempresarias/index.html`)
 * and `index.home.html` for `/`; index.html stays as Vite built it, the
 * single-page app's fallback for every other route (docs/decisions.md, "Each
 * public page its own HTML"). Nothing inline is added: the CSP is
 * `script-src 'self'`.
 *
 * Absolute URLs (canonical, og:url, og:image) start with VITE_SITE_URL, read
 * with Vite's loadEnv (the shell or the mode's .env files), or
 * `defaultSiteUrl` when it is not set.
 */
import { loadEnv, type Plugin } from 'vite';
import {
  defaultSiteUrl,
  documentTitle,
  ogImageAlt,
  ogImageFolder,
  ogImageSize,
  ogLocale,
  pageHtmlFile,
  pageMeta,
  type PageMeta,
} from '../src/config/page-meta.js';
import { site } from '../src/config/site.js';

/** VITE_SITE_URL as an origin without a trailing slash; throws on anything else. */
export function siteOrigin(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return defaultSiteUrl;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`VITE_SITE_URL "${text}" is not an absolute URL (e.g. ${defaultSiteUrl}).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_SITE_URL "${text}" is not an http(s) URL.`);
  }
  // The app is built for the root of its host (Vite's base is "/").
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new Error(
      `VITE_SITE_URL "${text}" must be the site's origin only, with no path (e.g. ${defaultSiteUrl}).`,
    );
  }
  return url.origin;
}

/** Text made safe for an HTML attribute value in double quotes, or element content. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The <head> tags of one page, one per line, indented as Vite writes the head. */
export function pageHeadTags(page: PageMeta, origin: string): string[] {
  const url = `${origin}${page.path}`;
  const title = documentTitle(page.title);
  const image = `${origin}${ogImageFolder}/${page.image.name}.png`;
  const alt = ogImageAlt(page.image);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', ogLocale),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(ogImageSize.width)),
    meta('property', 'og:image:height', String(ogImageSize.height)),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
  ];
}

const titlePattern = /<title>[^<]*<\/title>/g;
const descriptionPattern = /[ \t]*<meta\s+name="description"[^>]*>\n?/g;

/** The built index.html as one page's document. Throws when the HTML is not as expected. */
export function pageHtml(indexHtml: string, page: PageMeta, origin: string): string {
  const titles = indexHtml.match(titlePattern) ?? [];
  if (titles.length !== 1) {
    throw new Error(`index.html has ${String(titles.length)} <title> elements; expected one.`);
  }
  const indent = /\n([ \t]*)<title>/.exec(indexHtml)?.[1] ?? '    ';
  const tags = [
    `<title>${escapeHtml(documentTitle(page.title))}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ...pageHeadTags(page, origin),
  ].join(`\n${indent}`);
  // The generic description goes; the page's own comes with the other tags, where the title was.
  return indexHtml.replace(descriptionPattern, '').replace(titlePattern, tags);
}

/**
 * The final index.html that Vite's own HTML plugin wrote into the bundle, as
 * text (for the plugins that copy it: this one and scripts/vite-route-preload.ts,
 * both `enforce: 'post'`); null when the bundle has none.
 */
export function builtIndexHtml(
  bundle: Readonly<Record<string, { type: string; source?: string | Uint8Array }>>,
): string | null {
  const index = bundle['index.html'];
  if (index?.type !== 'asset' || index.source === undefined) return null;
  return typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
}

/** The Vite plugin: emits every page's HTML file next to index.html. */
export function pageHtmlPlugin(): Plugin {
  let origin = defaultSiteUrl;
  return {
    name: 'page-html',
    apply: 'build',
    // After Vite's own HTML plugin has written the final index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      const envDir = typeof config.envDir === 'string' ? config.envDir : config.root;
      origin = siteOrigin(loadEnv(config.mode, envDir, 'VITE_').VITE_SITE_URL);
    },
    generateBundle(_options, bundle) {
      const indexHtml = builtIndexHtml(bundle);
      if (indexHtml === null) {
        this.error('page-html: the build has no index.html to copy for each public page.');
      }
      for (const page of pageMeta) {
        this.emitFile({
          type: 'asset',
          fileName: pageHtmlFile(page.path),
          source: pageHtml(indexHtml, page, origin),
        });
      }
    },
  };
}
