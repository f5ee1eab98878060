import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/routing/route-table';
import {
  ogImageFolder,
  ogImageSize,
  ogImages,
  pageHtmlFile,
  pageMeta,
  siteImage,
} from '@/config/page-meta';
import { paths } from '@/config/paths';

/**
 * src/config/page-meta.ts repeats the route table's titles (the build plugin
 * must not import React code): these checks keep the two from drifting.
 */
const crawledRoutes = routeTable.filter(
  (route) =>
    (route.access === 'public' || route.access === 'guest') &&
    !route.path.includes(':') &&
    route.path !== paths.healthCheck,
);

const programmePages: readonly string[] = [
  paths.home,
  paths.aboutUs,
  paths.mujeresEmpresarias,
  paths.compite,
  paths.library,
];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1'), file).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('page metadata (src/config/page-meta.ts)', () => {
  it('has every public page of the route table without a parameter, in its order', () => {
    expect(crawledRoutes.length).toBeGreaterThanOrEqual(13);
    expect(pageMeta.map((page) => page.path)).toEqual(crawledRoutes.map((route) => route.path));
  });

  it("has each page's title exactly as the route table (the app's document title)", () => {
    for (const route of crawledRoutes) {
      expect(pageMeta.find((page) => page.path === route.path)?.title, route.path).toBe(
        route.title,
      );
    }
  });

  it('has a Spanish description of at most 160 characters for each page, none repeated', () => {
    for (const page of pageMeta) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.description, page.path).not.toMatch(/\s{2}|^\s|\s$/);
      expect(page.description, page.path).toMatch(/[.!?]$/);
    }
    expect(new Set(pageMeta.map((page) => page.description)).size).toBe(pageMeta.length);
  });

  it('gives each programme page its own image and the other pages the site image', () => {
    for (const page of pageMeta) {
      if (programmePages.includes(page.path)) {
        expect(page.image.name, page.path).not.toBe(siteImage.name);
      } else {
        expect(page.image, page.path).toBe(siteImage);
      }
    }
    const names = ogImages().map((image) => image.name);
    expect(new Set(names).size).toBe(programmePages.length + 1);
  });

  it('has every image as a 1200×630 PNG in public/', () => {
    expect(ogImageSize).toEqual({ width: 1200, height: 630 });
    for (const image of ogImages()) {
      const file = join(process.cwd(), 'public', ogImageFolder, `${image.name}.png`);
      expect(pngSize(file), file).toEqual(ogImageSize);
    }
  });

  it("writes each page's HTML to its route's folder, the home page next to index.html", () => {
    expect(pageHtmlFile('/')).toBe('index.home.html');
    expect(pageHtmlFile('/mujeresempresarias')).toBe('mujeresempresarias/index.html');
    const files = pageMeta.map((page) => pageHtmlFile(page.path));
    expect(files).not.toContain('index.html');
    expect(new Set(files).size).toBe(files.length);
  });
});
