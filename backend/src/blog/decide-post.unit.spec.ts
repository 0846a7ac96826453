import { describe, it } from 'vitest';
import type { BlogPostContent, BlogPostEvent } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import type { BlogPostCommand } from './commands.ts';
import { blogPostDecider } from './decide-post.ts';

const postId = '3c5d7e9f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const at = TEST_NOW.toISOString();
const fields: BlogPostContent = {
  title: 'Choosing a Gas Safe engineer',
  slug: 'choosing-a-gas-safe-engineer',
  excerpt: 'What to check before anyone touches your boiler.',
  content: '<p>Always check the card.</p>',
  featuredImage: null,
  category: 'Safety & Regulations',
  tags: ['gas', 'boilers'],
  metaTitle: null,
  metaDescription: null,
};
const create = (extra: Partial<Extract<BlogPostCommand, { type: 'CreateBlogPost' }>['data']> = {}): BlogPostCommand => ({
  type: 'CreateBlogPost',
  data: { postId, authorId: 'manager', fields, status: 'draft', ...extra },
});
const created: BlogPostEvent = { type: 'BlogPostCreated', data: { ...fields, postId, authorId: 'manager', createdAt: at } };
const published: BlogPostEvent = { type: 'BlogPostPublished', data: { postId, publishedAt: at } };
const unpublished: BlogPostEvent = { type: 'BlogPostUnpublished', data: { postId, unpublishedAt: at } };
const deleted: BlogPostEvent = { type: 'BlogPostDeleted', data: { postId, deletedAt: at } };
const update = (changes: Partial<BlogPostContent>, status?: 'draft' | 'published'): BlogPostCommand => ({
  type: 'UpdateBlogPost',
  data: { postId, changes, status },
});

describe('CreateBlogPost', () => {
  it('creates a draft', () => {
    given(blogPostDecider).when(create()).then([created]);
  });
  it('publishes at once when created as published', () => {
    given(blogPostDecider)
      .when(create({ status: 'published' }))
      .then([created, published]);
  });
  it('stores the sanitised HTML, not what was sent', () => {
    const dirty = { ...fields, content: '<p onclick="steal()">Always check the card.</p><script>alert(1)</script>' };
    given(blogPostDecider)
      .when(create({ fields: dirty }))
      .then([created]);
  });
  it('refuses content that is empty once sanitised', () => {
    given(blogPostDecider)
      .when(create({ fields: { ...fields, content: '<script>alert(1)</script>' } }))
      .thenThrows(ValidationError, 'Content is required');
  });
  it('refuses to create the same post twice', () => {
    given(blogPostDecider, [created]).when(create()).thenThrows(ConflictError);
  });
});

describe('UpdateBlogPost', () => {
  it('records the whole post after the change', () => {
    given(blogPostDecider, [created])
      .when(update({ title: 'Gas Safe engineers: what to check' }))
      .then([{ type: 'BlogPostUpdated', data: { ...fields, title: 'Gas Safe engineers: what to check', postId, updatedAt: at } }]);
  });
  it('maps a status change to publish and unpublish', () => {
    given(blogPostDecider, [created]).when(update({}, 'published')).then([published]);
    given(blogPostDecider, [created, published]).when(update({}, 'draft')).then([unpublished]);
  });
  it('changes content and status in one go', () => {
    given(blogPostDecider, [created])
      .when(update({ excerpt: 'New excerpt' }, 'published'))
      .then([{ type: 'BlogPostUpdated', data: { ...fields, excerpt: 'New excerpt', postId, updatedAt: at } }, published]);
  });
  it('records nothing when nothing changes', () => {
    given(blogPostDecider, [created, published])
      .when(update({ title: fields.title }, 'published'))
      .then([]);
  });
  it('clears an optional field', () => {
    const withImage: BlogPostEvent = { ...created, data: { ...created.data, featuredImage: '/uploads/a.png' } } as BlogPostEvent;
    given(blogPostDecider, [withImage])
      .when(update({ featuredImage: null }))
      .then([{ type: 'BlogPostUpdated', data: { ...fields, postId, updatedAt: at } }]);
  });
  it('refuses unknown and deleted posts', () => {
    given(blogPostDecider)
      .when(update({ title: 'x' }))
      .thenThrows(NotFoundError);
    given(blogPostDecider, [created, deleted])
      .when(update({ title: 'x' }))
      .thenThrows(NotFoundError);
  });
});

describe('Publish, unpublish, delete', () => {
  it('publishes a draft once', () => {
    given(blogPostDecider, [created]).when({ type: 'PublishBlogPost', data: { postId } }).then([published]);
    given(blogPostDecider, [created, published]).when({ type: 'PublishBlogPost', data: { postId } }).then([]);
  });
  it('unpublishes a published post', () => {
    given(blogPostDecider, [created, published]).when({ type: 'UnpublishBlogPost', data: { postId } }).then([unpublished]);
    given(blogPostDecider, [created]).when({ type: 'UnpublishBlogPost', data: { postId } }).then([]);
  });
  it('deletes once', () => {
    given(blogPostDecider, [created]).when({ type: 'DeleteBlogPost', data: { postId } }).then([deleted]);
    given(blogPostDecider, [created, deleted]).when({ type: 'DeleteBlogPost', data: { postId } }).thenThrows(NotFoundError);
  });
});

describe('RecordBlogPostViews', () => {
  const views = (count: number, totalViews: number): BlogPostEvent => ({
    type: 'BlogPostViewsRecorded',
    data: { postId, count, totalViews, recordedAt: at },
  });
  it('records a batch with the running total', () => {
    given(blogPostDecider, [created, published, views(3, 3)])
      .when({ type: 'RecordBlogPostViews', data: { postId, count: 4 } })
      .then([views(4, 7)]);
  });
  it('drops views of a deleted post', () => {
    given(blogPostDecider, [created, deleted])
      .when({ type: 'RecordBlogPostViews', data: { postId, count: 2 } })
      .then([]);
  });
});
