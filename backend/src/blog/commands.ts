import type { BlogPostContent, BlogPostStatus } from '@tradeguild/contracts';

/** A blog post's own stream. */
export type BlogPostCommand =
  | { type: 'CreateBlogPost'; data: { postId: string; authorId: string; fields: BlogPostContent; status: BlogPostStatus } }
  | { type: 'UpdateBlogPost'; data: { postId: string; changes: Partial<BlogPostContent>; status?: BlogPostStatus } }
  | { type: 'PublishBlogPost'; data: { postId: string } }
  | { type: 'UnpublishBlogPost'; data: { postId: string } }
  | { type: 'DeleteBlogPost'; data: { postId: string } }
  | { type: 'RecordBlogPostViews'; data: { postId: string; count: number } };

/** A category's own stream. */
export type BlogCategoryCommand =
  | { type: 'CreateBlogCategory'; data: { categoryId: string; name: string; slug: string; description: string; isActive: boolean } }
  | { type: 'DeleteBlogCategory'; data: { categoryId: string } };

/** Whose unique name a slug is: a post's address, or a category's name. */
export type SlugKind = 'post' | 'category';

/** A slug's reservation stream (decide-slug.ts). */
export type SlugReservationCommand =
  | {
      type: 'ReserveBlogSlug';
      data: {
        slug: string;
        ownerId: string;
        kind: SlugKind;
        /** The holder the caller looked at, and whether that holder still uses the slug. */
        checkedHolder: string | null;
        holderStillUses: boolean;
      };
    }
  | { type: 'ReleaseBlogSlug'; data: { slug: string; ownerId: string } };
