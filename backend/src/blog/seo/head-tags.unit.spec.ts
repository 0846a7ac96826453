import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@tradeguild/contracts';
import { articleHead, injectHead, notFoundHead } from './head-tags.ts';

const indexHtml = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../frontend/index.html'), 'utf8');
const post: BlogPost = {
  id: '3c5d7e9f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  title: 'Damp & "mould" <fixes>',
  slug: 'damp',
  excerpt: "It's not rising damp",
  content: '<p>x</p>',
  featuredImage: '/blog/damp-wall.svg',
  category: 'DIY Projects',
  tags: ['damp'],
  authorId: 'm',
  status: 'published',
  metaTitle: null,
  metaDescription: null,
  publishedAt: '2025-06-01T09:30:00.000Z',
  views: 3,
  createdAt: '2025-06-01T09:00:00.000Z',
  updatedAt: '2025-06-01T09:30:00.000Z',
};

describe("the app's index.html with an article's head", () => {
  const html = injectHead(indexHtml, articleHead(post, 'https://tradeguild.example'));

  it('has exactly one title and one description, the article’s, escaped', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Damp &amp; &quot;mould&quot; &lt;fixes&gt; | TradeGuild Blog</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="It&#39;s not rising damp" />');
  });

  it('keeps the app itself and puts the tags inside <head>', () => {
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="canonical" href="https://tradeguild.example/blog/damp" />');
    expect(head).toContain('<meta property="og:image" content="https://tradeguild.example/blog/damp-wall.svg" />');
    expect(head).toContain('"headline":"Damp \\u0026 \\"mould\\" \\u003cfixes\\u003e"');
  });

  it('marks a missing article noindex', () => {
    expect(injectHead(indexHtml, notFoundHead())).toContain('<meta name="robots" content="noindex" />');
  });

  it("inserts a title or description holding $` $' $& as written (a replacer, not a replacement pattern)", () => {
    const dollars = injectHead(indexHtml, articleHead({ ...post, title: "a $` b $' c $& d", excerpt: "$' and $`" }, 'https://x.example'));
    expect(dollars.match(/<div id="root"/g)).toHaveLength(1);
    expect(dollars.match(/<\/head>/g)).toHaveLength(1);
    expect(dollars).toContain('<title>a $` b $&#39; c $&amp; d | TradeGuild Blog</title>');
  });
});
