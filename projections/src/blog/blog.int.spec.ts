import { describe, expect, it } from 'vitest';
import type { BlogEvent, BlogPostContent } from '@tradeguild/contracts';
import { projectionSpec } from '../../../tests/support/projection-spec.ts';
import { blogProjection } from './projection.ts';

const spec = projectionSpec(blogProjection);
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const at = (minute: number) => `2025-06-01T09:${String(minute).padStart(2, '0')}:00.000Z`;
const content = (slug: string, extra: Partial<BlogPostContent> = {}): BlogPostContent => ({
  title: `Title of ${slug}`,
  slug,
  excerpt: 'An excerpt',
  content: '<p>Body</p>',
  featuredImage: null,
  category: 'Plumbing',
  tags: ['leaks', 'pipes'],
  metaTitle: null,
  metaDescription: null,
  ...extra,
});
const created = (n: number, slug: string, minute = 1): BlogEvent => ({
  type: 'BlogPostCreated',
  data: { ...content(slug), postId: id(n), authorId: 'manager', createdAt: at(minute) },
});
const published = (n: number, minute: number): BlogEvent => ({
  type: 'BlogPostPublished',
  data: { postId: id(n), publishedAt: at(minute) },
});

describe('blog projection', () => {
  it('keeps posts with their status, publication date and latest content', async () => {
    const { rows } = await spec.given([
      created(1, 'fixing-a-dripping-tap'),
      {
        type: 'BlogPostUpdated',
        data: { ...content('fixing-a-dripping-tap', { title: 'Fixing a dripping tap', tags: ['taps'] }), postId: id(1), updatedAt: at(2) },
      },
      published(1, 3),
      created(2, 'bleeding-radiators'),
    ]);
    expect(
      rows('blog_posts').map((p) => [
        p.slug,
        p.title,
        p.status,
        p.tags,
        p.published_at instanceof Date ? p.published_at.toISOString() : p.published_at,
      ]),
    ).toEqual([
      ['fixing-a-dripping-tap', 'Fixing a dripping tap', 'published', ['taps'], at(3)],
      ['bleeding-radiators', 'Title of bleeding-radiators', 'draft', ['leaks', 'pipes'], null],
    ]);
  });

  it('takes a post back to draft and forgets its publication date', async () => {
    const { rows } = await spec.given([
      created(1, 'a'),
      published(1, 2),
      { type: 'BlogPostUnpublished', data: { postId: id(1), unpublishedAt: at(4) } },
    ]);
    expect(rows('blog_posts').map((p) => [p.status, p.published_at])).toEqual([['draft', null]]);
  });

  it('sets views from the running total, so a repeat counts nothing twice', async () => {
    const { rows } = await spec.given([
      created(1, 'a'),
      published(1, 2),
      { type: 'BlogPostViewsRecorded', data: { postId: id(1), count: 5, totalViews: 5, recordedAt: at(3) } },
      { type: 'BlogPostViewsRecorded', data: { postId: id(1), count: 2, totalViews: 7, recordedAt: at(4) } },
    ]);
    expect(rows('blog_posts').map((p) => p.views)).toEqual([7]);
  });

  it('removes deleted posts, and a later post may take the slug (replaying the history too)', async () => {
    const { rows } = await spec.given([
      created(1, 'shared-slug'),
      { type: 'BlogPostDeleted', data: { postId: id(1), deletedAt: at(2) } },
      created(2, 'shared-slug', 3),
    ]);
    expect(rows('blog_posts').map((p) => p.id)).toEqual([id(2)]);
  });

  it('keeps categories until deleted', async () => {
    const category = (n: number, name: string): BlogEvent => ({
      type: 'BlogCategoryCreated',
      data: {
        categoryId: id(n),
        name,
        slug: name.toLowerCase(),
        description: `Category for ${name} related content`,
        isActive: true,
        createdAt: at(n),
      },
    });
    const { rows } = await spec.given([
      category(1, 'Plumbing'),
      category(2, 'Roofing'),
      { type: 'BlogCategoryDeleted', data: { categoryId: id(1), deletedAt: at(5) } },
    ]);
    expect(rows('blog_categories').map((c) => [c.name, c.description, c.is_active])).toEqual([
      ['Roofing', 'Category for Roofing related content', true],
    ]);
  });
});
