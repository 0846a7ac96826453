import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, readingTimeMinutes, slugify } from './constants.ts';
import { createBlogCategoryRequestSchema } from './blog-category.types.ts';
import { createBlogPostRequestSchema, updateBlogPostRequestSchema } from './save-blog-post.types.ts';

const valid = {
  title: 'Part P explained',
  slug: 'part-p-explained',
  excerpt: 'Which electrical work needs notifying.',
  content: '<p>Text</p>',
  category: 'Electrical',
  tags: 'part p, electrics , ,Part P',
  status: 'draft',
};
const messages = (input: unknown) => {
  const r = createBlogPostRequestSchema.safeParse(input);
  // One message per field, as the dialog shows it: the first.
  return r.success ? {} : Object.fromEntries(r.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
};

describe('slug rule', () => {
  it.each([
    ['Choosing a Gas Safe Engineer', 'choosing-a-gas-safe-engineer'],
    ['  Damp: causes & cures!  ', 'damp-causes-cures'],
    ['--Planning   permission vs. building regs--', 'planning-permission-vs-building-regs'],
    ['Café & Crème 2025', 'caf-cr-me-2025'],
    ['!!!', ''],
  ])('%s -> %s', (title, slug) => expect(slugify(title)).toBe(slug));
});

describe('reading time', () => {
  it('is content length / 1000 rounded up, in minutes', () => {
    expect(readingTimeMinutes('')).toBe(0);
    expect(readingTimeMinutes('x')).toBe(1);
    expect(readingTimeMinutes('x'.repeat(1000))).toBe(1);
    expect(readingTimeMinutes('x'.repeat(1001))).toBe(2);
    expect(readingTimeMinutes('x'.repeat(4500))).toBe(5);
  });
});

describe('blog post form rules', () => {
  it('has the fixed 22 categories', () => expect(BLOG_CATEGORIES).toHaveLength(22));

  it('gives every required field its message', () => {
    expect(messages({})).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      category: 'Category is required',
      tags: 'Tags are required',
    });
    expect(messages({ ...valid, title: '  ', slug: '', excerpt: ' ', content: '', category: '', tags: ' , ' })).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      category: 'Category is required',
      tags: 'Tags are required',
    });
  });

  it('trims tags, drops blanks and repeats, and defaults to a draft', () => {
    const parsed = createBlogPostRequestSchema.parse(valid);
    expect(parsed.tags).toEqual(['part p', 'electrics']);
    expect(createBlogPostRequestSchema.parse({ ...valid, status: undefined }).status).toBe('draft');
  });

  it('limits title and slug to 200 characters and slugs to lower-case letters, digits and hyphens', () => {
    expect(messages({ ...valid, title: 'x'.repeat(201) }).title).toBe('Title must be at most 200 characters');
    expect(messages({ ...valid, slug: 'a'.repeat(201) }).slug).toBe('Slug must be at most 200 characters');
    expect(messages({ ...valid, title: 'x'.repeat(200), slug: 'a'.repeat(200) })).toEqual({});
    for (const slug of ['Part-P', 'part p', 'part_p', '-part', 'part--p', 'part.p']) {
      expect(messages({ ...valid, slug }).slug).toBe('Slug may only contain lower-case letters, digits and hyphens');
    }
  });

  it('refuses text PostgreSQL cannot store', () => {
    expect(messages({ ...valid, title: 'a\u0000b' }).title).toBe('Text must not contain NUL characters or unpaired surrogates');
    expect(messages({ ...valid, excerpt: 'lone \ud800 surrogate' }).excerpt).toBe(
      'Text must not contain NUL characters or unpaired surrogates',
    );
    expect(messages({ ...valid, excerpt: 'a pair 😀 is fine' })).toEqual({});
  });

  it('accepts only safe featured images and the two statuses', () => {
    expect(messages({ ...valid, featuredImage: 'javascript:alert(1)' }).featuredImage).toBeDefined();
    expect(messages({ ...valid, featuredImage: '/uploads/abc.png' })).toEqual({});
    expect(messages({ ...valid, featuredImage: '/blog/gas-safe.svg' })).toEqual({});
    expect(messages({ ...valid, status: 'archived' }).status).toBe('Status must be draft or published');
  });

  it('lets an update name only some fields, each still checked', () => {
    expect(updateBlogPostRequestSchema.parse({ status: 'published' })).toEqual({ status: 'published' });
    expect(updateBlogPostRequestSchema.safeParse({ title: '' }).error?.issues[0]?.message).toBe('Title is required');
  });
});

describe('category form rules', () => {
  it('needs a name with letters or digits and defaults to active', () => {
    expect(createBlogCategoryRequestSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe('Category name is required');
    expect(createBlogCategoryRequestSchema.safeParse({ name: '&&' }).error?.issues[0]?.message).toBe(
      'Category name must contain letters or digits',
    );
    expect(createBlogCategoryRequestSchema.parse({ name: ' Plumbing ' })).toEqual({ name: 'Plumbing', isActive: true });
  });
});
