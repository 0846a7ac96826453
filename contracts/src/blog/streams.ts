/**
 * A post and a category have their own streams; each unique slug has a reservation stream
 * (docs/decisions/0023-blog-manager-and-slugs.md).
 */
export const blogPostStreamId = (postId: string) => `blogPost-${postId}`;
export const blogCategoryStreamId = (categoryId: string) => `blogCategory-${categoryId}`;
export const blogSlugStreamId = (slug: string) => `blogSlug-${slug}`;
export const blogCategorySlugStreamId = (slug: string) => `blogCategorySlug-${slug}`;
