import { ArticlePage } from '@/features/blog/components/public/article-page';
import { BlogPage } from '@/features/blog/components/public/blog-page';
import { SiteFooter } from '@/features/landing/components/site-footer';

/** /blog: public, with the full footer (links for tradesmen, clients and support). */
export function BlogRoute() {
  return (
    <>
      <BlogPage />
      <SiteFooter />
    </>
  );
}

/** /blog/{slug}: public. */
export function BlogArticleRoute() {
  return (
    <>
      <ArticlePage />
      <SiteFooter />
    </>
  );
}
