import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { createPost } from '../../../tests/support/blog.ts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { findAll, parseXml, textOf } from '../../../tests/support/xml.ts';

let server: TestServer;
let visitor: HttpClient;
const NASTY = `Pipes <b>&amp; "quotes"</b> & 'apostrophes' </title><script>alert(1)</script>`;

beforeAll(async () => {
  server = await startTestServer();
  const manager = await login(server.url, { email: 'admin@tradeguild.local' });
  await createPost(manager, 'nasty-title', {
    status: 'published',
    title: NASTY,
    excerpt: `Excerpt with <tags> & "quotes"`,
    category: 'Plumbing & Heating <x>',
    tags: ['a&b', '<c>'],
    featuredImage: '/blog/boiler-service.svg',
  });
  await createPost(manager, 'meta-fields', { status: 'published', metaTitle: 'Meta title wins', metaDescription: 'Meta description wins' });
  await createPost(manager, 'hidden-draft');
  visitor = new HttpClient(server.url);
  visitor.sawPosition(manager.lastPosition);
  // The SEO pages read the read model directly: wait until the last post is in.
  await visitor.get('/api/blog/posts');
});
afterAll(() => server?.stop());

const innerText = (el: Element) => el.children.map((c) => ('data' in c ? String(c.data) : '')).join('');
const elements = (nodes: ChildNode[]): Element[] =>
  nodes.flatMap((n) => ('attribs' in n ? [n, ...elements(n.children)] : 'children' in n ? elements(n.children as ChildNode[]) : []));

async function head(path: string) {
  const res = await visitor.get(path);
  const html = await res.text();
  const els = elements(parseDocument(html).children);
  const meta = (key: string) =>
    els.find((e) => e.name === 'meta' && (e.attribs.name === key || e.attribs.property === key))?.attribs.content;
  return {
    status: res.status,
    html,
    meta,
    title: els
      .filter((e) => e.name === 'title')
      .map(innerText)
      .join(''),
    canonical: els.find((e) => e.name === 'link' && e.attribs.rel === 'canonical')?.attribs.href,
    scripts: els.filter((e) => e.name === 'script'),
  };
}

describe('the article page as a crawler reads it', () => {
  it('has the title, description, canonical address, Open Graph, Twitter card and JSON-LD, all escaped', async () => {
    const page = await head('/blog/nasty-title');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${NASTY} | TradeGuild Blog`);
    expect(page.meta('description')).toBe('Excerpt with <tags> & "quotes"');
    expect(page.canonical).toBe(`${server.url}/blog/nasty-title`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe(NASTY);
    expect(page.meta('og:url')).toBe(`${server.url}/blog/nasty-title`);
    expect(page.meta('og:image')).toBe(`${server.url}/blog/boiler-service.svg`);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:title')).toBe(NASTY);
    // The only script is the JSON-LD: the title could not open one.
    expect(page.scripts.map((s) => s.attribs.type)).toEqual(['application/ld+json']);
    const ld = JSON.parse(innerText(page.scripts[0]!));
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: NASTY,
      articleSection: 'Plumbing & Heating <x>',
      keywords: 'a&b, <c>',
    });
    expect(ld.mainEntityOfPage['@id']).toBe(`${server.url}/blog/nasty-title`);
    expect(page.html).not.toContain('<script>alert(1)</script>');
  });

  it('prefers metaTitle and metaDescription', async () => {
    const page = await head('/blog/meta-fields');
    expect(page.title).toBe('Meta title wins | TradeGuild Blog');
    expect(page.meta('description')).toBe('Meta description wins');
    expect(page.meta('twitter:card')).toBe('summary');
  });

  it('answers drafts and unknown slugs with the plain app, a 404 and noindex', async () => {
    for (const path of ['/blog/hidden-draft', '/blog/no-such-article', '/blog/Not_A_Slug']) {
      const page = await head(path);
      expect(page.status, path).toBe(404);
      expect(page.meta('robots')).toBe('noindex');
      expect(page.html).not.toContain('Guide hidden-draft');
    }
  });

  it('gives the blog list its own title, description and feed link', async () => {
    const page = await head('/blog');
    expect(page.title).toBe('TradeGuild Blog');
    expect(page.meta('description')).toBe('Expert insights, tips, and guides for homeowners and tradespeople');
    expect(page.canonical).toBe(`${server.url}/blog`);
    expect(page.html).toContain(`href="${server.url}/blog/rss.xml"`);
  });
});

describe('feeds', () => {
  it('serves RSS 2.0 of the published posts, well-formed and escaped', async () => {
    const res = await visitor.get('/blog/rss.xml');
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const rss = parseXml(await res.text());
    expect(rss.name).toBe('rss');
    expect(rss.attrs.version).toBe('2.0');
    const [channel] = findAll(rss, 'channel');
    expect(textOf(findAll(channel!, 'title')[0])).toBe('TradeGuild Blog');
    const items = findAll(rss, 'item');
    expect(items.map((i) => textOf(findAll(i, 'link')[0]))).toEqual([`${server.url}/blog/meta-fields`, `${server.url}/blog/nasty-title`]);
    const nasty = items[1]!;
    expect(textOf(findAll(nasty, 'title')[0])).toBe(NASTY);
    expect(textOf(findAll(nasty, 'description')[0])).toBe('Excerpt with <tags> & "quotes"');
    expect(textOf(findAll(nasty, 'pubDate')[0])).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(findAll(nasty, 'enclosure')[0]?.attrs.url).toBe(`${server.url}/blog/boiler-service.svg`);
  });

  it('serves a sitemap of the public pages and published posts', async () => {
    const res = await visitor.get('/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const urlset = parseXml(await res.text());
    expect(urlset.attrs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = findAll(urlset, 'loc').map((l) => textOf(l));
    expect(locs).toEqual([`${server.url}/`, `${server.url}/blog`, `${server.url}/blog/meta-fields`, `${server.url}/blog/nasty-title`]);
    for (const lastmod of findAll(urlset, 'lastmod')) expect(textOf(lastmod)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
