import { describe, expect, it } from 'vitest';
import { readDb } from '@/mocks/db';

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
