import { describe, expect, it } from 'vitest';
import { blogPostFieldsSchema } from '@tradeguild/contracts';
import { emptyPostForm, postToForm, toRequest, type PostFormValues } from './post-form-values';

const filled: PostFormValues = {
  ...emptyPostForm,
  title: 'Part P explained',
  slug: 'part-p-explained',
  excerpt: 'Which jobs need notifying.',
  content: '<p>Text</p>',
  category: 'Electrical',
  tags: ' part p, electrics ,, ',
  featuredImage: ' ',
};

describe('blog post form', () => {
  it('sends tags as a trimmed array and optional fields as typed', () => {
    expect(toRequest(blogPostFieldsSchema.parse(filled), filled)).toEqual({
      title: 'Part P explained',
      slug: 'part-p-explained',
      excerpt: 'Which jobs need notifying.',
      content: '<p>Text</p>',
      category: 'Electrical',
      tags: ['part p', 'electrics'],
      status: 'draft',
      featuredImage: '',
      metaTitle: '',
      metaDescription: '',
    });
  });

  it('round-trips a stored post', () => {
    const post = {
      id: '3c5d7e9f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
      title: 'T',
      slug: 't',
      excerpt: 'E',
      content: '<p>C</p>',
      featuredImage: null,
      category: 'Plumbing',
      tags: ['a', 'b'],
      authorId: 'm',
      status: 'published' as const,
      metaTitle: null,
      metaDescription: 'D',
      publishedAt: null,
      views: 0,
      createdAt: '',
      updatedAt: '',
    };
    expect(postToForm(post)).toMatchObject({ tags: 'a, b', featuredImage: '', metaDescription: 'D', status: 'published' });
  });
});
