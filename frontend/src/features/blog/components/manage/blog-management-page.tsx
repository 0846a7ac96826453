import { AccessDenied } from '@/components/feedback/access-denied';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ManageBlog } from './manage-blog';

/** /admin/blog: only the blog manager account (BLOG_MANAGER_EMAIL) gets in; no role check. */
export function BlogManagementPage() {
  useDocumentTitle('Blog Management | TradeGuild');
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSkeleton />;
  if (!user?.isBlogManager) return <AccessDenied />;
  return <ManageBlog />;
}
