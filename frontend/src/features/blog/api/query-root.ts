/** Every blog query key starts here: a write invalidates the lot (lists, articles, categories). */
export const BLOG_QUERY_ROOT = 'blog';
