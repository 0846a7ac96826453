import { describe, expect, it } from 'vitest';
import { FORUM_CATEGORIES, FORUM_CATEGORY_LABELS } from './constants.ts';
import { listForumPostsQuerySchema } from './forum-post.types.ts';
import { saveForumPostRequestSchema, saveForumReplyRequestSchema } from './save-forum-post.types.ts';

const messages = (input: unknown) => {
  const r = saveForumPostRequestSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
};
const valid = { title: 'Best SDS drill?', content: 'Looking for a new one.', category: 'tools', tags: ['drills'] };

describe('forum post form rules (spec section 5)', () => {
  it('has the six categories in the spec order', () => {
    expect(FORUM_CATEGORIES).toEqual(['general', 'technical', 'tips', 'tools', 'business', 'regulations']);
    expect(FORUM_CATEGORY_LABELS.general).toBe('General Discussion');
  });

  it('gives the spec messages for an empty form', () => {
    expect(messages({ title: '', content: '  ', category: '', tags: [] })).toEqual({
      title: 'Title is required',
      content: 'Content is required',
      category: 'Category is required',
    });
    expect(messages({})).toMatchObject({ title: 'Title is required', content: 'Content is required', category: 'Category is required' });
  });

  it('allows five tags and refuses six', () => {
    expect(messages({ ...valid, tags: ['a', 'b', 'c', 'd', 'e'] })).toEqual({});
    expect(messages({ ...valid, tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({ tags: 'Maximum 5 tags allowed' });
  });

  it('drops blank and repeated tags before counting', () => {
    const parsed = saveForumPostRequestSchema.parse({ ...valid, tags: [' Drills ', '', 'drills', 'sds', '  '] });
    expect(parsed.tags).toEqual(['Drills', 'sds']);
  });

  it('refuses a category outside the six, and over-long text', () => {
    expect(messages({ ...valid, category: 'gossip' }).category).toMatch(/one of/);
    expect(messages({ ...valid, title: 'x'.repeat(201) }).title).toMatch(/at most 200/);
    expect(saveForumReplyRequestSchema.safeParse({ content: ' ' }).error?.issues[0]?.message).toBe('Content is required');
  });

  it('reads list queries leniently but refuses nonsense', () => {
    expect(listForumPostsQuerySchema.parse({ category: 'all', search: '' })).toEqual({ limit: 20, offset: 0 });
    expect(listForumPostsQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
    expect(listForumPostsQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
  });
});
