import { describe, it } from 'vitest';
import type { ForumPostContent, ForumPostEvent } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import type { ForumPostCommand } from './commands.ts';
import { forumPostDecider } from './decide-post.ts';

const postId = '7a1c3e5f-2b4d-4f6a-8c9e-0a1b2c3d4e5f';
const replyId = '9b2d4f6a-3c5e-4a7b-9d0f-1b2c3d4e5f6a';
const at = TEST_NOW.toISOString();
const fields: ForumPostContent = { title: 'Best SDS drill?', content: 'Looking for a new one.', category: 'tools', tags: ['drills'] };

const created: ForumPostEvent = { type: 'ForumPostCreated', data: { ...fields, postId, authorId: 'alice', createdAt: at } };
const liked = (userId: string): ForumPostEvent => ({ type: 'ForumPostLiked', data: { postId, userId, likedAt: at } });
const hidden: ForumPostEvent = { type: 'ForumPostHidden', data: { postId, reason: 'Spam', hiddenBy: 'admin', hiddenAt: at } };
const deleted: ForumPostEvent = { type: 'ForumPostDeleted', data: { postId, deletedAt: at } };
const cmd = <T extends ForumPostCommand['type']>(type: T, data: Omit<Extract<ForumPostCommand, { type: T }>['data'], 'postId'>) =>
  ({ type, data: { postId, ...data } }) as unknown as ForumPostCommand;

describe('CreateForumPost', () => {
  it('creates the post', () => {
    given(forumPostDecider)
      .when(cmd('CreateForumPost', { authorId: 'alice', fields }))
      .then([created]);
  });
  it('refuses the same post twice', () => {
    given(forumPostDecider, [created])
      .when(cmd('CreateForumPost', { authorId: 'alice', fields }))
      .thenThrows(ConflictError);
  });
});

describe('EditForumPost and DeleteForumPost', () => {
  const changed = { ...fields, title: 'Best SDS drill under £200?' };
  it('lets the author edit', () => {
    given(forumPostDecider, [created])
      .when(cmd('EditForumPost', { actorId: 'alice', fields: changed }))
      .then([{ type: 'ForumPostEdited', data: { ...changed, postId, authorId: 'alice', editedAt: at } }]);
  });
  it('appends nothing for an edit that changes nothing', () => {
    given(forumPostDecider, [created])
      .when(cmd('EditForumPost', { actorId: 'alice', fields }))
      .then([]);
  });
  it('refuses anyone but the author', () => {
    given(forumPostDecider, [created])
      .when(cmd('EditForumPost', { actorId: 'bob', fields: changed }))
      .thenThrows(ForbiddenError, 'Only the author');
    given(forumPostDecider, [created])
      .when(cmd('DeleteForumPost', { actorId: 'bob' }))
      .thenThrows(ForbiddenError);
  });
  it('lets the author delete, once', () => {
    given(forumPostDecider, [created])
      .when(cmd('DeleteForumPost', { actorId: 'alice' }))
      .then([deleted]);
    given(forumPostDecider, [created, deleted])
      .when(cmd('DeleteForumPost', { actorId: 'alice' }))
      .thenThrows(NotFoundError);
  });
  it('treats a hidden post as gone for its author', () => {
    given(forumPostDecider, [created, hidden])
      .when(cmd('EditForumPost', { actorId: 'alice', fields: changed }))
      .thenThrows(NotFoundError);
  });
});

describe('likes', () => {
  it('likes once; liking twice changes nothing', () => {
    given(forumPostDecider, [created])
      .when(cmd('LikeForumPost', { userId: 'bob' }))
      .then([liked('bob')]);
    given(forumPostDecider, [created, liked('bob')])
      .when(cmd('LikeForumPost', { userId: 'bob' }))
      .then([]);
  });
  it('unlikes only what was liked', () => {
    given(forumPostDecider, [created, liked('bob')])
      .when(cmd('UnlikeForumPost', { userId: 'bob' }))
      .then([{ type: 'ForumPostUnliked', data: { postId, userId: 'bob', unlikedAt: at } }]);
    given(forumPostDecider, [created])
      .when(cmd('UnlikeForumPost', { userId: 'bob' }))
      .then([]);
  });
  it('cannot like a post that is not there', () => {
    given(forumPostDecider)
      .when(cmd('LikeForumPost', { userId: 'bob' }))
      .thenThrows(NotFoundError);
    given(forumPostDecider, [created, hidden])
      .when(cmd('LikeForumPost', { userId: 'bob' }))
      .thenThrows(NotFoundError);
  });
});

describe('MarkForumPostSolved', () => {
  const solved: ForumPostEvent = { type: 'ForumPostSolved', data: { postId, replyId, solvedAt: at } };
  it('lets the author point at a reply of the thread', () => {
    given(forumPostDecider, [created])
      .when(cmd('MarkForumPostSolved', { actorId: 'alice', replyId, replyInThread: true }))
      .then([solved]);
    given(forumPostDecider, [created, solved])
      .when(cmd('MarkForumPostSolved', { actorId: 'alice', replyId, replyInThread: true }))
      .then([]);
  });
  it('refuses others and replies of other threads', () => {
    given(forumPostDecider, [created])
      .when(cmd('MarkForumPostSolved', { actorId: 'bob', replyId, replyInThread: true }))
      .thenThrows(ForbiddenError);
    given(forumPostDecider, [created])
      .when(cmd('MarkForumPostSolved', { actorId: 'alice', replyId, replyInThread: false }))
      .thenThrows(NotFoundError, 'Reply not found');
  });
});

describe('HideForumPost', () => {
  it('lets an admin hide with a reason, once', () => {
    given(forumPostDecider, [created])
      .when(cmd('HideForumPost', { actorId: 'admin', actorIsAdmin: true, reason: 'Spam' }))
      .then([hidden]);
    given(forumPostDecider, [created, hidden])
      .when(cmd('HideForumPost', { actorId: 'admin', actorIsAdmin: true, reason: 'Spam' }))
      .then([]);
  });
  it('refuses anyone else, the author included', () => {
    given(forumPostDecider, [created])
      .when(cmd('HideForumPost', { actorId: 'alice', actorIsAdmin: false, reason: 'x' }))
      .thenThrows(ForbiddenError);
  });
});

describe('RecordForumPostView', () => {
  const viewed: ForumPostEvent = { type: 'ForumPostViewed', data: { postId, userId: 'bob', viewedAt: at } };
  it('counts a member once per post', () => {
    given(forumPostDecider, [created])
      .when(cmd('RecordForumPostView', { userId: 'bob' }))
      .then([viewed]);
    given(forumPostDecider, [created, viewed])
      .when(cmd('RecordForumPostView', { userId: 'bob' }))
      .then([]);
  });
  it('drops views of posts that are gone', () => {
    given(forumPostDecider, [created, deleted])
      .when(cmd('RecordForumPostView', { userId: 'bob' }))
      .then([]);
  });
});
