import { blogPostFieldsSchema, slugify, type BlogPost, type BlogPostStatus, type CreateBlogPostRequest } from '@tradeguild/contracts';

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

export type PostFormField = keyof PostFormValues;
export type PostFormErrors = Partial<Record<PostFormField, string>>;

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
 * A field change; on create only, the slug follows the title (spec section 4) until the author
 * types a slug of their own.
 */
export function applyChange(values: PostFormValues, field: PostFormField, value: string, followTitle: boolean): PostFormValues {
  const next = { ...values, [field]: value };
  if (field === 'title' && followTitle) next.slug = slugify(value);
  return next;
}

type Validated = { ok: true; request: CreateBlogPostRequest } | { ok: false; errors: PostFormErrors };

/**
 * The contract's own rules and messages. The request keeps optional fields as typed, so an
 * emptied field reaches the server as '' and is cleared on edit; tags go as a trimmed array.
 */
export function validatePostForm(values: PostFormValues): Validated {
  const parsed = blogPostFieldsSchema.safeParse(values);
  if (!parsed.success) {
    const errors: PostFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PostFormField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { tags, title, slug, excerpt, content, category, status } = parsed.data;
  return {
    ok: true,
    request: {
      title,
      slug,
      excerpt,
      content,
      category,
      tags,
      status,
      featuredImage: values.featuredImage.trim(),
      metaTitle: values.metaTitle.trim(),
      metaDescription: values.metaDescription.trim(),
    },
  };
}
