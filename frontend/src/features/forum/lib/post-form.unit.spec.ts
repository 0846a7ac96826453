import { describe, expect, it } from 'vitest';
import { emptyPostForm, validatePostForm } from './post-form';

describe('the Create Post form', () => {
  it('shows the three spec messages for an empty form', () => {
    expect(validatePostForm(emptyPostForm())).toEqual({
      title: 'Title is required',
      content: 'Content is required',
      category: 'Category is required',
    });
  });
  it('refuses a sixth tag', () => {
    const values = { title: 't', content: 'c', category: 'tips', tags: ['a', 'b', 'c', 'd', 'e', 'f'] };
    expect(validatePostForm(values)).toEqual({ tags: 'Maximum 5 tags allowed' });
  });
});
