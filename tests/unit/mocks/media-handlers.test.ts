import { afterEach, describe, expect, it } from 'vitest';
import { mediaUrl } from '@/api/edge/media';
import { readDb } from '@/mocks/db';
import { fileUrl, readings, setReading, type ReadingName } from '@/mocks/readings';
import { reading } from '@tests/testing/api-mode';

/**
 * The demo backend draws the training lines' banners (1220×460 SVG). A long name
 * used to run past the right edge of the image; now it wraps onto lines short
 * enough to fit (26 characters of 64 px bold Arial ≈ 1000 px from x = 80).
 */
describe('demo training banners', () => {
  it('wrap every seeded name onto lines that fit the banner, keeping every word', async () => {
    for (const training of readDb().trainingLines) {
      const response = await fetch(`http://api.test${training.image_banner}`);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      const svg = await response.text();
      const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line?.length ?? 0).toBeLessThanOrEqual(26);
      expect(lines.join(' ')).toBe(training.name.replace(/&/g, '&amp;'));
    }
  });
});

/**
 * Every reading writes a stored file's URL its own way (a path, or DRF's
 * absolute URL: `reading().mediaUrl`); the demo backend serves the file at the
 * URL the app reads from it, whichever (issue 45).
 */
describe('demo stored files, in every reading', () => {
  afterEach(() => {
    setReading(reading);
  });

  it.each(Object.keys(readings) as ReadingName[])(
    'serve each line’s logo and banner at the URL the %s reading gives',
    async (name) => {
      setReading(name);
      const training = readDb().trainingLines[0];
      for (const stored of [training?.image_logo ?? '', training?.image_banner ?? '']) {
        const url = mediaUrl(fileUrl(stored));
        expect(url).toBe(`http://api.test${stored}`);
        const response = await fetch(url ?? '');
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      }
    },
  );
});
