import { PRODUCT_NAME, type BlogPost } from '@tradeguild/contracts';
import { escapeHtml, jsonForScript } from './escape.ts';

export const BLOG_TITLE = `${PRODUCT_NAME} Blog`;
export const BLOG_DESCRIPTION = 'Expert insights, tips, and guides for homeowners and tradespeople';

export interface PageHead {
  title: string;
  /** Everything else that goes into <head>, already escaped. */
  tags: string[];
}

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
const link = (rel: string, href: string, extra = '') => `<link rel="${rel}" href="${escapeHtml(href)}"${extra} />`;
const rssLink = (base: string) =>
  link('alternate', `${base}/blog/rss.xml`, ` type="application/rss+xml" title="${escapeHtml(BLOG_TITLE)}"`);

/** An image address as a crawler needs it: absolute. */
export const absoluteUrl = (base: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;

export function articleHead(post: BlogPost, base: string): PageHead {
  const url = `${base}/blog/${post.slug}`;
  const title = post.metaTitle ?? post.title;
  const description = post.metaDescription ?? post.excerpt;
  const image = post.featuredImage ? absoluteUrl(base, post.featuredImage) : null;
  const tags = [
    meta('name', 'description', description),
    link('canonical', url),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(post.publishedAt ? [meta('property', 'article:published_time', post.publishedAt)] : []),
    meta('property', 'article:modified_time', post.updatedAt),
    meta('property', 'article:section', post.category),
    ...post.tags.map((t) => meta('property', 'article:tag', t)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${jsonForScript(articleJsonLd(post, url, image, base))}</script>`,
    rssLink(base),
  ];
  return { title: `${title} | ${BLOG_TITLE}`, tags };
}

function articleJsonLd(post: BlogPost, url: string, image: string | null, base: string) {
  const publisher = {
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: base,
    logo: { '@type': 'ImageObject', url: `${base}/images/favicon.svg` },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.metaDescription ?? post.excerpt,
    ...(image ? { image: [image] } : {}),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: PRODUCT_NAME, url: base },
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category,
    keywords: post.tags.join(', '),
  };
}

export function blogListHead(base: string): PageHead {
  const url = `${base}/blog`;
  return {
    title: BLOG_TITLE,
    tags: [
      meta('name', 'description', BLOG_DESCRIPTION),
      link('canonical', url),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', PRODUCT_NAME),
      meta('property', 'og:title', BLOG_TITLE),
      meta('property', 'og:description', BLOG_DESCRIPTION),
      meta('property', 'og:url', url),
      meta('name', 'twitter:card', 'summary'),
      rssLink(base),
    ],
  };
}

/** Drafts and unknown slugs: the plain app (it shows 'Article Not Found'), never indexed. */
export const notFoundHead = (): PageHead => ({
  title: `Article Not Found | ${BLOG_TITLE}`,
  tags: ['<meta name="robots" content="noindex" />'],
});

/** Puts a page's title and tags into the app's index.html, replacing its own title and description. */
export function injectHead(indexHtml: string, head: PageHead): string {
  const withoutOwn = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta\s+name="description"[^>]*>/i, '');
  const block = [`<title>${escapeHtml(head.title)}</title>`, ...head.tags].map((t) => `    ${t}`).join('\n');
  // A replacer function: a string would read `$&`, `` $` `` and `$'` in a title as replacement patterns.
  return withoutOwn.replace(/<\/head>/i, () => `${block}\n  </head>`);
}
