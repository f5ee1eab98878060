import { describe, expect, it } from 'vitest';
import { defaultSiteUrl, pageMeta, type PageMeta } from '@/config/page-meta';
import { pageHtml, siteOrigin } from '../../../scripts/vite-page-html';

/** The shape of the index.html Vite builds (index.html at the project root). */
const builtIndex = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="Programa gratuito de transformación digital."
    />
    <meta name="theme-color" content="#6a1b9a" />
    <title>Pymes Digitales</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def456.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const compite = pageMeta.find((page) => page.path === '/compite') as PageMeta;

function content(html: string, attribute: string, key: string): string[] {
  const pattern = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

describe('scripts/vite-page-html.ts', () => {
  it("puts the page's title, description and preview tags in the head, once each", () => {
    const html = pageHtml(builtIndex, compite, 'https://example.cl');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Programa COMPITE | Pymes Digitales</title>');
    expect(content(html, 'name', 'description')).toEqual([compite.description]);
    expect(html).not.toContain('Programa gratuito de transformación digital.');
    expect(html).toContain('<link rel="canonical" href="https://example.cl/compite" />');
    expect(content(html, 'property', 'og:url')).toEqual(['https://example.cl/compite']);
    expect(content(html, 'property', 'og:title')).toEqual(['Programa COMPITE | Pymes Digitales']);
    expect(content(html, 'property', 'og:description')).toEqual([compite.description]);
    expect(content(html, 'property', 'og:image')).toEqual([
      'https://example.cl/images/og/compite.png',
    ]);
    expect(content(html, 'property', 'og:image:width')).toEqual(['1200']);
    expect(content(html, 'property', 'og:image:height')).toEqual(['630']);
    expect(content(html, 'property', 'og:locale')).toEqual(['es_CL']);
    expect(content(html, 'property', 'og:site_name')).toEqual(['Pymes Digitales']);
    expect(content(html, 'property', 'og:type')).toEqual(['website']);
    expect(content(html, 'property', 'og:image:alt')[0]).toContain('Programa COMPITE');
    expect(content(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(content(html, 'name', 'twitter:title')).toEqual(['Programa COMPITE | Pymes Digitales']);
    expect(content(html, 'name', 'twitter:description')).toEqual([compite.description]);
    expect(content(html, 'name', 'twitter:image')).toEqual([
      'https://example.cl/images/og/compite.png',
    ]);
    // Everything in the head, and the app's entry untouched.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('og:image:alt');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('escapes texts for HTML', () => {
    const page: PageMeta = {
      ...compite,
      title: 'Ventas & "compras" <hoy>',
      description: 'Uno & dos "tres" <cuatro>.',
    };
    const html = pageHtml(builtIndex, page, 'https://example.cl');
    expect(html).toContain(
      '<title>Ventas &amp; &quot;compras&quot; &lt;hoy&gt; | Pymes Digitales</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="Uno &amp; dos &quot;tres&quot; &lt;cuatro&gt;." />',
    );
  });

  it('refuses an index.html without exactly one title', () => {
    expect(() => pageHtml(builtIndex.replace(/<title>.*<\/title>/, ''), compite, '')).toThrow(
      /0 <title> elements/,
    );
  });

  it('reads VITE_SITE_URL as an origin, with a default when it is not set', () => {
    expect(siteOrigin(undefined)).toBe(defaultSiteUrl);
    expect(siteOrigin('  ')).toBe(defaultSiteUrl);
    expect(siteOrigin('https://pymes.example.cl/')).toBe('https://pymes.example.cl');
    expect(siteOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    expect(() => siteOrigin('pymesdigitales.cl')).toThrow(/not an absolute URL/);
    expect(() => siteOrigin('ftp://pymesdigitales.cl')).toThrow(/not an http\(s\) URL/);
    expect(() => siteOrigin('https://pymesdigitales.cl/app')).toThrow(/origin only/);
  });
});
