import { expect, test } from './support/fixtures';
import { screenshotBothWidths } from './support/screenshots';

const pages = [
  ['/', 'home'],
  ['/aboutus', 'about'],
  ['/library', 'library'],
  ['/terms-and-conditions', 'terms'],
  ['/mujeresempresarias', 'mujeres-empresarias'],
  ['/compite', 'compite'],
] as const;

for (const [path, name] of pages) {
  test(`${path} reads well on desktop and on a 360 px phone`, async ({
    page,
    visit,
    checkA11y,
  }) => {
    await visit(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshotBothWidths(page, `public-${name}`);

    await page.setViewportSize({ width: 360, height: 740 });
    // clientWidth leaves out a vertical scrollbar, so an overflow narrower than it still counts.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await checkA11y();

    await page.setViewportSize({ width: 1280, height: 500 });
    const bar = page.getByRole('navigation', { name: 'Principal' });
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expect(bar).not.toHaveClass(/\bshadow\b/);
    await page.evaluate(() => {
      window.scrollTo(0, 120);
    });
    await expect(bar).toHaveClass(/\bshadow\b/);
  });
}

test('every report of the library downloads a PDF', async ({ page, visit }) => {
  await visit('/library');
  const links = page.getByRole('link', { name: /^Descargar / });
  await expect(links).toHaveCount(9);
  for (const href of await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  )) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect((await response.body()).subarray(0, 5).toString(), href).toBe('%PDF-');
  }
});
