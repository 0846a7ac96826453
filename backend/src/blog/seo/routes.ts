import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router, type Response } from 'express';
import { BLOG_LIMITS, BLOG_SLUG_PATTERN } from '@tradeguild/contracts';
import { blogPostBySlug, publishedBlogPosts, publishedBlogSlugs } from '@tradeguild/projections';
import type { AppDeps } from '../../http/deps.ts';
import { rssFeed, sitemap } from './feeds.ts';
import { articleHead, blogListHead, injectHead, notFoundHead, type PageHead } from './head-tags.ts';

/** Without a built web app (API-only tests) the head still reaches crawlers in a bare shell. */
const BARE_SHELL =
  '<!doctype html>\n<html lang="en-GB">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/**
 * What crawlers read without running the app: /blog and /blog/{slug} with their title, description,
 * canonical address, Open Graph, Twitter card and JSON-LD in the HTML; /blog/rss.xml; /sitemap.xml.
 * Only published posts ever appear; a draft's address is a 404 that says noindex.
 */
export function blogSeoRoutes(deps: AppDeps, staticDir?: string): Router {
  const router = Router();
  const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
  const indexHtml = async () => (staticDir ? readFile(path.join(staticDir, 'index.html'), 'utf8').catch(() => BARE_SHELL) : BARE_SHELL);
  const page = async (res: Response, head: PageHead, status = 200) =>
    res
      .status(status)
      .type('html')
      .set('Cache-Control', 'no-cache')
      .send(injectHead(await indexHtml(), head));

  router.get('/blog/rss.xml', async (_req, res) => {
    const posts = await publishedBlogPosts(deps.db, BLOG_LIMITS.rssItems);
    res.type('application/rss+xml; charset=utf-8').set('Cache-Control', 'public, max-age=300').send(rssFeed(posts, base));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    res
      .type('application/xml; charset=utf-8')
      .set('Cache-Control', 'public, max-age=300')
      .send(sitemap(await publishedBlogSlugs(deps.db), base));
  });

  router.get('/blog', (_req, res) => page(res, blogListHead(base)));

  router.get('/blog/:slug', async (req, res, next) => {
    const slug = req.params.slug;
    if (slug.includes('.')) return next(); // a file (an image shipped under /blog/), not an article
    const post = BLOG_SLUG_PATTERN.test(slug) ? await blogPostBySlug(deps.db, slug) : null;
    if (!post || post.status !== 'published') return page(res, notFoundHead(), 404);
    return page(res, articleHead(post, base));
  });
  return router;
}
