/**
 * Forum threads, replies, solutions and moderation in the feed. Left out:
 * - views (ForumPostViewed): one per member per thread read, the blog's views are left out likewise;
 * - likes and unlikes of posts and replies: a member may toggle a like as often as they click, so one
 *   person could flood the admins' feed, and a like says nothing an admin acts on (the thread shows
 *   its count).
 * Hidden threads stay readable by admins at /community/posts/{id}; a deleted one links to /community.
 */
import { FORUM_CATEGORY_LABELS, type ForumCategory, type ForumEvent } from '@tradeguild/contracts';
import { quoted, userName, type AdminHandlers } from './activity.ts';
import type { AdminStore } from './store.ts';

const COMMUNITY = '/community';
const threadPath = (postId: string) => `/community/posts/${postId}`;
const categoryLabel = (category: string) => FORUM_CATEGORY_LABELS[category as ForumCategory] ?? category;

async function thread(s: AdminStore, postId: string): Promise<string> {
  const title = await s.forumPostTitle(postId);
  return title !== null ? quoted(title) : 'a forum thread';
}

/** "Sarah Thompson's reply" (or "a reply" when the reply is unknown). */
async function replyOf(s: AdminStore, replyId: string): Promise<string> {
  const authorId = await s.forumReplyAuthor(replyId);
  return authorId !== null ? `${await userName(s, authorId)}'s reply` : 'a reply';
}

/** The one who did it: the event's actor (authors edit and delete their own; admins hide). */
const actorName = (s: AdminStore, actorId: string | null, fallback: string) => (actorId ? userName(s, actorId) : Promise.resolve(fallback));

export const forumHandlers: AdminHandlers<ForumEvent> = {
  ForumPostCreated: async (event, s) => {
    const d = event.data;
    // A question is asked, anything else posted.
    const verb = d.title.trim().endsWith('?') ? 'asked' : 'posted';
    const description = `${await userName(s, d.authorId)} ${verb} ${quoted(d.title)} in ${categoryLabel(d.category)}`;
    if (!(await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId), actorId: d.authorId }))) return;
    await s.insertForumPost({ id: d.postId, title: d.title, category: d.category, authorId: d.authorId });
  },

  ForumPostEdited: async (event, s) => {
    const d = event.data;
    const description = `${await actorName(s, event.metadata.actorId, 'The author')} edited the forum thread ${quoted(d.title)}`;
    if (!(await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId) }))) return;
    await s.updateForumPost(d.postId, d.title, d.category);
  },

  ForumPostDeleted: async (event, s) => {
    const d = event.data;
    const description = `${await actorName(s, event.metadata.actorId, 'The author')} deleted the forum thread ${await thread(s, d.postId)}`;
    await s.announce(event, { type: 'forum', description, entityPath: COMMUNITY });
  },

  ForumPostSolved: async (event, s) => {
    const d = event.data;
    const description = `${await actorName(s, event.metadata.actorId, 'The author')} marked ${await replyOf(s, d.replyId)} as the answer to ${await thread(s, d.postId)}`;
    await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId) });
  },

  ForumPostHidden: async (event, s) => {
    const d = event.data;
    const description = `${await userName(s, d.hiddenBy)} hid the forum thread ${await thread(s, d.postId)}: ${quoted(d.reason)}`;
    await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId), actorId: d.hiddenBy });
  },

  ForumReplyPosted: async (event, s) => {
    const d = event.data;
    const description = `${await userName(s, d.authorId)} replied to ${await thread(s, d.postId)}`;
    if (!(await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId), actorId: d.authorId }))) return;
    await s.insertForumReply({ id: d.replyId, postId: d.postId, authorId: d.authorId });
  },

  ForumReplyEdited: async (event, s) => {
    const d = event.data;
    const description = `${await actorName(s, event.metadata.actorId, 'The author')} edited their reply to ${await thread(s, d.postId)}`;
    await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId) });
  },

  ForumReplyDeleted: async (event, s) => {
    const d = event.data;
    const description = `${await actorName(s, event.metadata.actorId, 'The author')} deleted their reply to ${await thread(s, d.postId)}`;
    await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId) });
  },

  ForumReplyHidden: async (event, s) => {
    const d = event.data;
    const description = `${await userName(s, d.hiddenBy)} hid ${await replyOf(s, d.replyId)} to ${await thread(s, d.postId)}: ${quoted(d.reason)}`;
    await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId), actorId: d.hiddenBy });
  },
};
