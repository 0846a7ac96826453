import { BlogManagementPage } from '@/features/blog/components/manage/blog-management-page';

/** /admin/blog: any signed-in user reaches it; the page itself lets only the blog manager in. */
export function AdminBlogRoute() {
  return <BlogManagementPage />;
}
