#!/usr/bin/env node
// Draws the link-preview images (og:image) of the public pages: a 1200×630 PNG
// per image of src/config/page-meta.ts (each programme page's own and the
// site's one), a branded card with the site's name, the page's title and a
// line under it, rendered in Chromium and written to public/images/og/<name>.png.
//
//   node scripts/make-og-images.mjs
//
// Run it after changing a card's text in src/config/page-meta.ts and commit
// the PNGs: the build copies them as they are. No network and no web font: the
// card uses the system's sans-serif (DejaVu Sans or Liberation Sans on Debian).
// CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module: meta } = await runnerImport(join(root, 'src/config/page-meta.ts'), {
  configFile: false,
  logLevel: 'error',
});
const { module: siteModule } = await runnerImport(join(root, 'src/config/site.ts'), {
  configFile: false,
  logLevel: 'error',
});
const { site } = siteModule;
const { width, height } = meta.ogImageSize;
const outDir = join(root, 'public', meta.ogImageFolder);

const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card: brand bar, heading, caption and the site's address, on the brand purple. */
function card(image) {
  const heading = escape(image.heading);
  const long = image.heading.length > 34;
  const caption = image.caption ? `<p class="caption">${escape(image.caption)}</p>` : '';
  const host = new URL(meta.defaultSiteUrl).host;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8" />
<style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${String(width)}px; height: ${String(height)}px; }
  body {
    font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;
    color: #fff;
    /* Flat colours only: a gradient makes the PNG ten times larger, and
       WhatsApp shows no preview for an image over about 300 kB. */
    background: #6a1b9a;
    position: relative;
    overflow: hidden;
  }
  .ring {
    position: absolute;
    border-radius: 50%;
    border: 56px solid #7a33a8;
  }
  .ring.one { width: 560px; height: 560px; right: -170px; top: -190px; }
  .ring.two { width: 300px; height: 300px; right: 120px; bottom: -170px; border-width: 36px; }
  .content {
    position: absolute;
    inset: 72px 88px;
    display: flex;
    flex-direction: column;
  }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 38px; font-weight: bold; }
  .mark {
    width: 64px; height: 64px; border-radius: 16px; background: #fff; color: #6a1b9a;
    display: flex; align-items: center; justify-content: center; font-size: 30px;
    letter-spacing: -1px;
  }
  .main { margin-top: auto; margin-bottom: auto; }
  h1 { font-size: ${long ? '64px' : '80px'}; line-height: 1.1; font-weight: bold; }
  .rule { width: 120px; height: 10px; border-radius: 5px; background: #f3c623; margin: 36px 0 30px; }
  .caption { font-size: 32px; line-height: 1.3; color: #f1e6f7; }
  .host { font-size: 28px; color: #e1cdee; }
</style>
</head>
<body>
  <div class="ring one"></div>
  <div class="ring two"></div>
  <div class="content">
    <div class="brand"><span class="mark">PD</span>${escape(site.name)}</div>
    <div class="main">
      <h1>${heading}</h1>
      <div class="rule"></div>
      ${caption}
    </div>
    <p class="host">${escape(host)}</p>
  </div>
</body>
</html>`;
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    // Nothing leaves the machine: the card is self-contained.
    offline: true,
  });
  const page = await context.newPage();
  for (const image of meta.ogImages()) {
    await page.setContent(card(image), { waitUntil: 'load' });
    const file = join(outDir, `${image.name}.png`);
    await page.screenshot({ path: file, type: 'png', clip: { x: 0, y: 0, width, height } });
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
