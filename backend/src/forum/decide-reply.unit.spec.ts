import { describe, it } from 'vitest';
import type { ForumReplyEvent } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import type { ForumReplyCommand } from './commands.ts';
import { forumReplyDecider } from './decide-reply.ts';

const postId = '7a1c3e5f-2b4d-4f6a-8c9e-0a1b2c3d4e5f';
const replyId = '9b2d4f6a-3c5e-4a7b-9d0f-1b2c3d4e5f6a';
const at = TEST_NOW.toISOString();
const posted: ForumReplyEvent = {
  type: 'ForumReplyPosted',
  data: { replyId, postId, authorId: 'bob', content: 'Try the Makita.', createdAt: at },
};
const liked: ForumReplyEvent = { type: 'ForumReplyLiked', data: { replyId, postId, userId: 'alice', likedAt: at } };
const hidden: ForumReplyEvent = { type: 'ForumReplyHidden', data: { replyId, postId, reason: 'Rude', hiddenBy: 'admin', hiddenAt: at } };
const cmd = <T extends ForumReplyCommand['type']>(type: T, data: Omit<Extract<ForumReplyCommand, { type: T }>['data'], 'replyId'>) =>
  ({ type, data: { replyId, ...data } }) as unknown as ForumReplyCommand;

describe('PostForumReply', () => {
  it('replies to an open post', () => {
    given(forumReplyDecider)
      .when(cmd('PostForumReply', { postId, authorId: 'bob', content: 'Try the Makita.', postIsOpen: true }))
      .then([posted]);
  });
  it('refuses a post that is gone, and a reply twice', () => {
    given(forumReplyDecider)
      .when(cmd('PostForumReply', { postId, authorId: 'bob', content: 'x', postIsOpen: false }))
      .thenThrows(NotFoundError, 'Post not found');
    given(forumReplyDecider, [posted])
      .when(cmd('PostForumReply', { postId, authorId: 'bob', content: 'x', postIsOpen: true }))
      .thenThrows(ConflictError);
  });
});

describe('EditForumReply and DeleteForumReply', () => {
  it('lets the author edit and delete', () => {
    given(forumReplyDecider, [posted])
      .when(cmd('EditForumReply', { actorId: 'bob', content: 'Try the DeWalt.' }))
      .then([{ type: 'ForumReplyEdited', data: { replyId, postId, authorId: 'bob', content: 'Try the DeWalt.', editedAt: at } }]);
    given(forumReplyDecider, [posted])
      .when(cmd('EditForumReply', { actorId: 'bob', content: 'Try the Makita.' }))
      .then([]);
    given(forumReplyDecider, [posted])
      .when(cmd('DeleteForumReply', { actorId: 'bob' }))
      .then([{ type: 'ForumReplyDeleted', data: { replyId, postId, deletedAt: at } }]);
  });
  it('refuses anyone else', () => {
    given(forumReplyDecider, [posted])
      .when(cmd('EditForumReply', { actorId: 'alice', content: 'mine now' }))
      .thenThrows(ForbiddenError);
    given(forumReplyDecider, [posted])
      .when(cmd('DeleteForumReply', { actorId: 'alice' }))
      .thenThrows(ForbiddenError);
  });
});

describe('reply likes', () => {
  it('likes once; liking twice changes nothing', () => {
    given(forumReplyDecider, [posted])
      .when(cmd('LikeForumReply', { userId: 'alice' }))
      .then([liked]);
    given(forumReplyDecider, [posted, liked])
      .when(cmd('LikeForumReply', { userId: 'alice' }))
      .then([]);
  });
  it('unlikes only what was liked', () => {
    given(forumReplyDecider, [posted, liked])
      .when(cmd('UnlikeForumReply', { userId: 'alice' }))
      .then([{ type: 'ForumReplyUnliked', data: { replyId, postId, userId: 'alice', unlikedAt: at } }]);
    given(forumReplyDecider, [posted])
      .when(cmd('UnlikeForumReply', { userId: 'alice' }))
      .then([]);
  });
});

describe('HideForumReply', () => {
  it('lets an admin hide, once; then it is gone for members', () => {
    given(forumReplyDecider, [posted])
      .when(cmd('HideForumReply', { actorId: 'admin', actorIsAdmin: true, reason: 'Rude' }))
      .then([hidden]);
    given(forumReplyDecider, [posted, hidden])
      .when(cmd('HideForumReply', { actorId: 'admin', actorIsAdmin: true, reason: 'Rude' }))
      .then([]);
    given(forumReplyDecider, [posted, hidden])
      .when(cmd('LikeForumReply', { userId: 'alice' }))
      .thenThrows(NotFoundError);
  });
  it('refuses members', () => {
    given(forumReplyDecider, [posted])
      .when(cmd('HideForumReply', { actorId: 'bob', actorIsAdmin: false, reason: 'x' }))
      .thenThrows(ForbiddenError);
  });
});
