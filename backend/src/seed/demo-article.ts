import type { BlogPostStatus } from '@tradeguild/contracts';

/** A demo article; the slug follows the title, as the dialog's auto-fill would make it. */
export interface DemoArticle {
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  content: string;
  featuredImage?: string;
  metaDescription?: string;
  /** Published (or written, for drafts) this many days before the seed runs. */
  daysAgo: number;
  views: number;
  status?: BlogPostStatus;
}
