import { describe, expect, it } from 'vitest';
import { HERO_IMAGE, landingHtml, withoutImagePreloads } from './prerender-landing.ts';

const shell = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>TradeGuild</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
    <link rel="modulepreload" crossorigin href="/assets/query-provider-E5.js" data-shell-only>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered landing page (issue 22)', () => {
  const html = landingHtml(
    shell,
    { html: '<header>top</header><h1>Skilled</h1>', styleTags: '<style data-styled="active">.a{color:red}</style>' },
    { css: new Map([['/assets/index-C3.css', '@font-face{font-family:Inter}']]), latinFont: '/assets/inter-latin-D4.woff2' },
  );

  it('puts the page in #root, marked for hydration, and its styles in the head', () => {
    expect(html).toContain('<div id="root" data-prerendered="landing"><header>top</header><h1>Skilled</h1></div>');
    expect(html).toContain('<style data-styled="active">.a{color:red}</style></head>');
  });

  it('inlines the font CSS instead of a render-blocking stylesheet', () => {
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style>@font-face{font-family:Inter}</style>');
  });

  it('preloads the hero image and the Latin font before the scripts', () => {
    const hero = html.indexOf(`<link rel="preload" as="image" href="${HERO_IMAGE}" fetchpriority="high">`);
    const font = html.indexOf('<link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-D4.woff2" crossorigin>');
    const script = html.indexOf('<script type="module"');
    expect(hero).toBeGreaterThan(0);
    expect(font).toBeGreaterThan(0);
    expect(Math.max(hero, font)).toBeLessThan(script);
  });

  it("keeps the entry's preloads and drops the shell's (the query provider is not on the landing's first load)", () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-B2.js">');
    expect(html).not.toContain('query-provider-E5.js');
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => landingHtml('<html><body></body></html>', { html: '', styleTags: '' }, { css: new Map() })).toThrow(/root/);
  });

  it("drops React's image preload hints from the top of the rendered page, and nothing else", () => {
    const page = '<div class="a"><img src="/x.svg"/></div>';
    expect(
      withoutImagePreloads(`<link rel="preload" as="image" href="/x.svg"/><link rel="preload" as="image" href="/y.svg"/>${page}`),
    ).toBe(page);
    expect(withoutImagePreloads(page)).toBe(page);
  });
});
