import { type BlogPost, type BlogPostFields, type BlogPostStatus, type CreateBlogPostRequest } from '@tradeguild/contracts';

/** The Create Post / Edit Blog Post dialog's fields as typed (tags as the comma-separated text). */
export type PostFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  featuredImage: string;
  status: BlogPostStatus;
  metaTitle: string;
  metaDescription: string;
};

export const emptyPostForm: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: '',
  tags: '',
  featuredImage: '',
  status: 'draft',
  metaTitle: '',
  metaDescription: '',
};

export const postToForm = (p: BlogPost): PostFormValues => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  content: p.content,
  category: p.category,
  tags: p.tags.join(', '),
  featuredImage: p.featuredImage ?? '',
  status: p.status,
  metaTitle: p.metaTitle ?? '',
  metaDescription: p.metaDescription ?? '',
});

/**
 * The request: the contract's cleaned fields, with the optional ones as typed (trimmed), so an
 * emptied field reaches the server as '' and is cleared on edit; tags go as a trimmed array.
 */
export function toRequest(fields: BlogPostFields, typed: PostFormValues): CreateBlogPostRequest {
  const { title, slug, excerpt, content, category, tags, status } = fields;
  return {
    title,
    slug,
    excerpt,
    content,
    category,
    tags,
    status,
    featuredImage: typed.featuredImage.trim(),
    metaTitle: typed.metaTitle.trim(),
    metaDescription: typed.metaDescription.trim(),
  };
}
