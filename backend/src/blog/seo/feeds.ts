import type { BlogPost, BlogPostSummary } from '@tradeguild/contracts';
import { escapeXml } from './escape.ts';
import { absoluteUrl, BLOG_DESCRIPTION, BLOG_TITLE } from './head-tags.ts';

/** RFC 822 dates, as RSS 2.0 wants them. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

function rssItem(post: BlogPost, base: string): string {
  const url = `${base}/blog/${post.slug}`;
  const lines = [
    `<title>${escapeXml(post.title)}</title>`,
    `<link>${escapeXml(url)}</link>`,
    `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `<pubDate>${rfc822(post.publishedAt ?? post.createdAt)}</pubDate>`,
    `<description>${escapeXml(post.excerpt)}</description>`,
    `<category>${escapeXml(post.category)}</category>`,
    ...(post.featuredImage
      ? [`<enclosure url="${escapeXml(absoluteUrl(base, post.featuredImage))}" length="0" type="${imageType(post.featuredImage)}" />`]
      : []),
  ];
  return `    <item>\n${lines.map((l) => `      ${l}`).join('\n')}\n    </item>`;
}

const imageType = (url: string) => {
  const ext = /\.([a-z]+)(?:$|\?)/i.exec(url)?.[1]?.toLowerCase();
  return (
    ({ png: 'image/png', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml' } as Record<string, string>)[ext ?? ''] ?? 'image/jpeg'
  );
};

/** /blog/rss.xml: RSS 2.0 of the newest published posts. */
export function rssFeed(posts: readonly BlogPost[], base: string): string {
  const newest = posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(BLOG_TITLE)}</title>`,
    `    <link>${escapeXml(`${base}/blog`)}</link>`,
    `    <description>${escapeXml(BLOG_DESCRIPTION)}</description>`,
    '    <language>en-gb</language>',
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...posts.map((p) => rssItem(p, base)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The public pages a search engine may list: the landing page, the blog and its articles. */
export function sitemap(posts: readonly Pick<BlogPostSummary, 'slug' | 'updatedAt'>[], base: string): string {
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(`${base}/`),
    url(`${base}/blog`, posts[0]?.updatedAt),
    ...posts.map((p) => url(`${base}/blog/${p.slug}`, p.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
