import { describe, expect, it } from 'vitest';
import { COMMUNITY_ROOM, type DomainEvent } from '@tradeguild/contracts';
import { projectionSpec } from '../../../tests/support/projection-spec.ts';
import { forumProjection } from './projection.ts';

const spec = projectionSpec(forumProjection);
const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const at = (minute: number) => `2025-06-01T09:${String(minute).padStart(2, '0')}:00.000Z`;
const post = (
  n: number,
  minute: number,
  extra: Partial<{ title: string; content: string; tags: string[]; category: string }> = {},
): DomainEvent => ({
  type: 'ForumPostCreated',
  data: {
    postId: id(n),
    authorId: 'alice',
    title: `Post ${n}`,
    content: 'Some text',
    category: 'tools',
    tags: [],
    createdAt: at(minute),
    ...extra,
  },
});
const reply = (n: number, postN: number, minute: number, authorId = 'bob'): DomainEvent => ({
  type: 'ForumReplyPosted',
  data: { replyId: id(n), postId: id(postN), authorId, content: `Reply ${n}`, createdAt: at(minute) },
});

describe('forum projection', () => {
  it('counts replies, likes and views from their rows, so a repeat changes nothing', async () => {
    const { rows } = await spec.given([
      {
        type: 'UserRegistered',
        data: {
          userId: 'alice',
          email: 'alice@example.com',
          firstName: 'Alice',
          lastName: 'Hart',
          profileImageUrl: null,
          userType: 'tradesman',
        },
      },
      post(1, 1),
      reply(11, 1, 5),
      reply(12, 1, 7),
      { type: 'ForumPostLiked', data: { postId: id(1), userId: 'bob', likedAt: at(8) } },
      { type: 'ForumPostLiked', data: { postId: id(1), userId: 'carol', likedAt: at(8) } },
      { type: 'ForumPostUnliked', data: { postId: id(1), userId: 'carol', unlikedAt: at(9) } },
      { type: 'ForumReplyLiked', data: { replyId: id(11), postId: id(1), userId: 'alice', likedAt: at(9) } },
      { type: 'ForumPostViewed', data: { postId: id(1), userId: 'bob', viewedAt: at(9) } },
      { type: 'ForumPostViewed', data: { postId: id(1), userId: 'carol', viewedAt: at(9) } },
      { type: 'ForumPostSolved', data: { postId: id(1), replyId: id(11), solvedAt: at(10) } },
    ]);
    const [p] = rows('forum_posts');
    expect([p!.reply_count, p!.likes, p!.views, p!.solved_reply_id, (p!.last_activity_at as Date).toISOString()]).toEqual([
      2,
      1,
      2,
      id(11),
      at(7),
    ]);
    expect(rows('forum_replies').map((r) => [r.id, r.likes])).toEqual([
      [id(11), 1],
      [id(12), 0],
    ]);
    expect(rows('forum_authors')).toEqual([{ user_id: 'alice', name: 'Alice Hart' }]);
  });

  it('keeps hidden content flagged, leaves it out of the counts and unsolves a hidden answer', async () => {
    const { rows } = await spec.given([
      post(1, 1),
      reply(11, 1, 2),
      reply(12, 1, 3),
      { type: 'ForumPostSolved', data: { postId: id(1), replyId: id(12), solvedAt: at(4) } },
      { type: 'ForumReplyHidden', data: { replyId: id(12), postId: id(1), reason: 'Rude', hiddenBy: 'admin', hiddenAt: at(5) } },
      post(2, 6),
      { type: 'ForumPostHidden', data: { postId: id(2), reason: 'Spam', hiddenBy: 'admin', hiddenAt: at(7) } },
    ]);
    expect(rows('forum_posts').map((p) => [p.id, p.reply_count, p.solved_reply_id, p.hidden, p.hidden_reason])).toEqual([
      [id(1), 1, null, false, null],
      [id(2), 0, null, true, 'Spam'],
    ]);
    expect(rows('forum_replies').map((r) => [r.id, r.hidden])).toEqual([
      [id(11), false],
      [id(12), true],
    ]);
  });

  it('leaves a reply hidden through a report out of the count but keeps it unflagged for its author (v3)', async () => {
    const hiddenByReport = (replyN: number, postN: number): DomainEvent => ({
      type: 'SubjectHidden',
      data: {
        subjectType: 'forumReply',
        subjectId: id(replyN),
        parentId: id(postN),
        excerpt: 'Reply',
        subjectAuthorId: 'bob',
        reason: 'Spam',
        by: 'admin',
        reporterIds: ['carol'],
        hiddenAt: at(9),
      },
    });
    const { rows } = await spec.given([post(1, 1), reply(11, 1, 2), reply(12, 1, 3), hiddenByReport(12, 1)]);
    expect(rows('forum_posts').map((p) => [p.id, p.reply_count])).toEqual([[id(1), 1]]);
    expect(rows('forum_replies').map((r) => [r.id, r.hidden, r.moderated])).toEqual([
      [id(11), false, false],
      [id(12), false, true],
    ]);
    // Restored by an admin: it counts again.
    const restored = {
      type: 'SubjectRestored' as const,
      data: {
        subjectType: 'forumReply' as const,
        subjectId: id(12),
        subjectAuthorId: 'bob',
        reason: 'Appeal',
        by: 'admin',
        restoredAt: at(10),
      },
    };
    const after = await spec.given([post(1, 1), reply(11, 1, 2), reply(12, 1, 3), hiddenByReport(12, 1), restored]);
    expect(after.rows('forum_posts').map((p) => [p.id, p.reply_count])).toEqual([[id(1), 2]]);
    expect(after.rows('forum_replies').find((r) => r.id === id(12))).toMatchObject({ moderated: false });
  });

  it('removes a deleted post with its replies, likes and views; edits reach the search vector', async () => {
    const { rows, query } = await spec.given([
      post(1, 1),
      reply(11, 1, 2),
      { type: 'ForumReplyLiked', data: { replyId: id(11), postId: id(1), userId: 'alice', likedAt: at(3) } },
      { type: 'ForumPostViewed', data: { postId: id(1), userId: 'bob', viewedAt: at(3) } },
      { type: 'ForumPostDeleted', data: { postId: id(1), deletedAt: at(4) } },
      post(2, 5),
      {
        type: 'ForumPostEdited',
        data: {
          authorId: null,
          postId: id(2),
          title: 'Consumer unit regulations',
          content: 'Amendment 2 changes',
          category: 'regulations',
          tags: ['wiring'],
          editedAt: at(6),
        },
      },
    ]);
    expect(rows('forum_posts').map((p) => [p.id, p.title, p.category])).toEqual([[id(2), 'Consumer unit regulations', 'regulations']]);
    expect([rows('forum_replies'), rows('forum_likes'), rows('forum_views')]).toEqual([[], [], []]);
    const hits = await query(`SELECT id FROM {forum_posts} WHERE search @@ websearch_to_tsquery('english', 'wiring regulation')`);
    expect(hits.map((h) => h.id)).toEqual([id(2)]);
    // The ranking vector holds the edited title and tags, not the content.
    const head = await query(`SELECT id FROM {forum_posts} WHERE head @@ websearch_to_tsquery('english', 'consumer wiring')`);
    expect(head.map((h) => h.id)).toEqual([id(2)]);
    expect(await query(`SELECT id FROM {forum_posts} WHERE head @@ websearch_to_tsquery('english', 'amendment')`)).toEqual([]);
  });

  it('announces new posts and thread changes to the community room', async () => {
    const { pushes } = await spec.given([post(1, 1), reply(11, 1, 2)]);
    expect(pushes.map((p) => [p.room, p.event])).toEqual([
      [COMMUNITY_ROOM, 'forum:post-created'],
      [COMMUNITY_ROOM, 'forum:thread-changed'],
    ]);
  });
});
