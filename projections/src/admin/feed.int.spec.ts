import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../../../tests/support/projection-spec.ts';
import { posted, registered, uuid, at } from '../../../tests/fixtures/admin-events.ts';
import { adminProjection } from './projection.ts';

const spec = projectionSpec(adminProjection);

describe('admin projection: the feed', () => {
  it('names people in the feed and pushes every new item to the admins', async () => {
    const { rows, pushes, repeatPushes } = await spec.given([
      registered('sarah', 'Sarah', 'Thompson', 'client'),
      posted(1, 'Loft conversion'),
    ]);
    expect(
      rows('admin_activity')
        .map((a) => a.description)
        .sort(),
    ).toEqual(['Sarah Thompson joined as a client', "Sarah Thompson posted 'Loft conversion' (Carpenter) in Leeds"]);
    expect(pushes.map((p) => [p.room, p.event, (p.payload as { description: string }).description])).toEqual([
      ['admins', 'activity:new', 'Sarah Thompson joined as a client'],
      ['admins', 'activity:new', "Sarah Thompson posted 'Loft conversion' (Carpenter) in Leeds"],
    ]);
    expect(repeatPushes).toEqual([]);
    const item = rows('admin_activity').find((a) => a.event_type === 'ProjectPosted')!;
    expect(item).toMatchObject({
      type: 'project',
      actor_id: 'sarah',
      actor_name: 'Sarah Thompson',
      entity_path: '/admin?tab=projects&search=Loft%20conversion',
    });
  });

  it('names blog posts by title and links a published one to its article', async () => {
    const content = {
      title: 'Bleeding radiators',
      slug: 'bleeding-radiators',
      excerpt: 'x',
      content: '<p>x</p>',
      featuredImage: null,
      category: 'Heating',
      tags: [],
      metaTitle: null,
      metaDescription: null,
    };
    const { rows } = await spec.given([
      { type: 'BlogPostCreated', data: { ...content, postId: uuid(40), authorId: 'admin', createdAt: at(1) } },
      { type: 'BlogPostPublished', data: { postId: uuid(40), publishedAt: at(2) } },
    ]);
    expect(rows('admin_activity').find((a) => a.event_type === 'BlogPostPublished')).toMatchObject({
      description: "Blog post 'Bleeding radiators' was published",
      entity_path: '/blog/bleeding-radiators',
      type: 'blog',
    });
  });
});
