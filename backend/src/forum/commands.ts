import type { ForumPostContent } from '@tradeguild/contracts';

/** A forum post's stream: the post, its likes, views, solution and moderation. */
export type ForumPostCommand =
  | { type: 'CreateForumPost'; data: { postId: string; authorId: string; fields: ForumPostContent } }
  | { type: 'EditForumPost'; data: { postId: string; actorId: string; fields: ForumPostContent } }
  | { type: 'DeleteForumPost'; data: { postId: string; actorId: string } }
  | { type: 'LikeForumPost'; data: { postId: string; userId: string } }
  | { type: 'UnlikeForumPost'; data: { postId: string; userId: string } }
  /** `replyInThread`: the handler checked the reply's own stream (it is a live reply of this post). */
  | { type: 'MarkForumPostSolved'; data: { postId: string; actorId: string; replyId: string; replyInThread: boolean } }
  | { type: 'HideForumPost'; data: { postId: string; actorId: string; actorIsAdmin: boolean; reason: string } }
  | { type: 'RecordForumPostView'; data: { postId: string; userId: string } };

/** A reply's own stream. */
export type ForumReplyCommand =
  /** `postIsOpen`: the handler checked the post's stream (it exists, is not deleted or hidden). */
  | { type: 'PostForumReply'; data: { replyId: string; postId: string; authorId: string; content: string; postIsOpen: boolean } }
  | { type: 'EditForumReply'; data: { replyId: string; actorId: string; content: string } }
  | { type: 'DeleteForumReply'; data: { replyId: string; actorId: string } }
  | { type: 'LikeForumReply'; data: { replyId: string; userId: string } }
  | { type: 'UnlikeForumReply'; data: { replyId: string; userId: string } }
  | { type: 'HideForumReply'; data: { replyId: string; actorId: string; actorIsAdmin: boolean; reason: string } };
