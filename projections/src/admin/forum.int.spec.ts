import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@tradeguild/contracts';
import { projectionSpec, type Given } from '../../../tests/support/projection-spec.ts';
import { at, registered, uuid } from '../../../tests/fixtures/admin-events.ts';
import { adminProjection } from './projection.ts';

const spec = projectionSpec(adminProjection);

describe('admin projection', () => {
  describe('forum', () => {
    const thread = uuid(50);
    const forum = (n: number, given: Given<DomainEvent>): Given<DomainEvent> => ({
      ...given,
      metadata: { occurredAt: at(7, n), ...given.metadata },
    });

    it('names threads, replies, solutions and moderation, links each to its thread, and leaves out likes and views', async () => {
      const { rows, pushes, repeatPushes } = await spec.given([
        registered('sarah', 'Sarah', 'Thompson', 'client'),
        registered('tom', 'Tom', 'Whitfield', 'tradesman'),
        registered('admin', 'Ada', 'Admin', 'client'),
        forum(1, {
          type: 'ForumPostCreated',
          data: {
            postId: thread,
            authorId: 'sarah',
            title: 'Best way to bleed radiators?',
            content: 'Cold at the top',
            category: 'technical',
            tags: [],
            createdAt: at(7, 1),
          },
          metadata: { actorId: 'sarah' },
        }),
        forum(2, {
          type: 'ForumPostCreated',
          data: {
            postId: uuid(51),
            authorId: 'tom',
            title: 'Ten tips for tiling',
            content: 'One: level',
            category: 'tips',
            tags: [],
            createdAt: at(7, 2),
          },
          metadata: { actorId: 'tom' },
        }),
        forum(3, { type: 'ForumPostViewed', data: { postId: thread, userId: 'tom', viewedAt: at(7, 3) }, metadata: { actorId: 'tom' } }),
        forum(4, { type: 'ForumPostLiked', data: { postId: thread, userId: 'tom', likedAt: at(7, 4) }, metadata: { actorId: 'tom' } }),
        forum(5, { type: 'ForumPostUnliked', data: { postId: thread, userId: 'tom', unlikedAt: at(7, 5) }, metadata: { actorId: 'tom' } }),
        forum(6, {
          type: 'ForumReplyPosted',
          data: { replyId: uuid(60), postId: thread, authorId: 'tom', content: 'Use a key', createdAt: at(7, 6) },
          metadata: { actorId: 'tom' },
        }),
        forum(7, {
          type: 'ForumReplyLiked',
          data: { replyId: uuid(60), postId: thread, userId: 'sarah', likedAt: at(7, 7) },
          metadata: { actorId: 'sarah' },
        }),
        forum(8, {
          type: 'ForumPostSolved',
          data: { postId: thread, replyId: uuid(60), solvedAt: at(7, 8) },
          metadata: { actorId: 'sarah' },
        }),
        forum(9, {
          type: 'ForumPostEdited',
          data: {
            authorId: null,
            postId: thread,
            title: 'Bleeding radiators: solved',
            content: 'Cold at the top',
            category: 'technical',
            tags: [],
            editedAt: at(7, 9),
          },
          metadata: { actorId: 'sarah' },
        }),
        forum(10, {
          type: 'ForumReplyHidden',
          data: { replyId: uuid(60), postId: thread, reason: 'Advertising', hiddenBy: 'admin', hiddenAt: at(7, 10) },
          metadata: { actorId: 'admin' },
        }),
        forum(11, {
          type: 'ForumPostHidden',
          data: { postId: uuid(51), reason: 'Off topic', hiddenBy: 'admin', hiddenAt: at(7, 11) },
          metadata: { actorId: 'admin' },
        }),
        forum(12, {
          type: 'ForumReplyDeleted',
          data: { replyId: uuid(60), postId: thread, deletedAt: at(7, 12) },
          metadata: { actorId: 'tom' },
        }),
        forum(13, { type: 'ForumPostDeleted', data: { postId: uuid(51), deletedAt: at(7, 13) }, metadata: { actorId: 'tom' } }),
      ]);
      const items = rows('admin_activity')
        .filter((a) => a.type === 'forum')
        .sort((a, b) => Number(a.seq) - Number(b.seq));
      expect(items.map((a) => [a.description, a.entity_path, a.actor_name])).toEqual([
        ["Sarah Thompson asked 'Best way to bleed radiators?' in Technical", `/community/posts/${thread}`, 'Sarah Thompson'],
        ["Tom Whitfield posted 'Ten tips for tiling' in Tips", `/community/posts/${uuid(51)}`, 'Tom Whitfield'],
        ["Tom Whitfield replied to 'Best way to bleed radiators?'", `/community/posts/${thread}`, 'Tom Whitfield'],
        [
          "Sarah Thompson marked Tom Whitfield's reply as the answer to 'Best way to bleed radiators?'",
          `/community/posts/${thread}`,
          'Sarah Thompson',
        ],
        ["Sarah Thompson edited the forum thread 'Bleeding radiators: solved'", `/community/posts/${thread}`, 'Sarah Thompson'],
        ["Ada Admin hid Tom Whitfield's reply to 'Bleeding radiators: solved': 'Advertising'", `/community/posts/${thread}`, 'Ada Admin'],
        ["Ada Admin hid the forum thread 'Ten tips for tiling': 'Off topic'", `/community/posts/${uuid(51)}`, 'Ada Admin'],
        ["Tom Whitfield deleted their reply to 'Bleeding radiators: solved'", `/community/posts/${thread}`, 'Tom Whitfield'],
        ["Tom Whitfield deleted the forum thread 'Ten tips for tiling'", '/community', 'Tom Whitfield'],
      ]);
      expect(rows('admin_activity').map((a) => a.event_type)).not.toEqual(expect.arrayContaining(['ForumPostViewed']));
      expect(rows('admin_activity').filter((a) => String(a.event_type).includes('Like'))).toEqual([]);
      expect(pushes.filter((p) => (p.payload as { type: string }).type === 'forum')).toHaveLength(9);
      expect(repeatPushes).toEqual([]);
    });
  });
});
