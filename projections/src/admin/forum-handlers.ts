/**
 * Forum threads, replies, solutions and moderation in the feed. Left out:
 * - views (ForumPostViewed): one per member per thread read, the blog's views are left out likewise;
 * - likes and unlikes of posts and replies: a member may toggle a like as often as they click, so one
 *   person could flood the admins' feed, and a like says nothing an admin acts on (the thread shows
 *   its count).
 * Hidden threads stay readable by admins at /community/posts/{id}; a deleted one links to /community.
 */
import { FORUM_CATEGORY_LABELS, type ForumCategory, type ForumEvent } from '@tradeguild/contracts';
import { nameOf } from '../privacy/mentions.ts';
import { quoted, titled, user, userName, type AdminHandlers, type Named } from './activity.ts';
import type { AdminStore } from './store.ts';

const COMMUNITY = '/community';
const threadPath = (postId: string) => `/community/posts/${postId}`;
const categoryLabel = (category: string) => FORUM_CATEGORY_LABELS[category as ForumCategory] ?? category;

/** The thread's title, its author's (or 'a forum thread' when it is unknown). */
async function thread(s: AdminStore, postId: string): Promise<Named> {
  const p = await s.forumPost(postId);
  return p ? { text: quoted(p.title), part: titled(p.authorId, p.title) } : { text: 'a forum thread', part: null };
}

/** "Sarah Thompson's reply" (or "a reply" when the reply is unknown); the name is the reply's author's. */
async function replyOf(s: AdminStore, replyId: string): Promise<Named> {
  const authorId = await s.forumReplyAuthor(replyId);
  if (authorId === null) return { text: 'a reply', part: null };
  const name = await userName(s, authorId);
  return { text: `${name}'s reply`, part: nameOf(authorId, name) };
}

/** The one who did it: the event's actor (authors edit and delete their own; admins hide). */
const actorName = (s: AdminStore, actorId: string | null, fallback: string): Promise<Named> =>
  actorId ? user(s, actorId) : Promise.resolve({ text: fallback, part: null });

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
    const [who, authorId] = [await actorName(s, event.metadata.actorId, 'The author'), (await s.forumPost(d.postId))?.authorId];
    const description = `${who.text} edited the forum thread ${quoted(d.title)}`;
    const parts = [who.part, titled(authorId, d.title)];
    if (!(await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId), parts }))) return;
    await s.updateForumPost(d.postId, d.title, d.category);
  },

  ForumPostDeleted: async (event, s) => {
    const d = event.data;
    const [who, t] = [await actorName(s, event.metadata.actorId, 'The author'), await thread(s, d.postId)];
    const description = `${who.text} deleted the forum thread ${t.text}`;
    await s.announce(event, { type: 'forum', description, entityPath: COMMUNITY, parts: [who.part, t.part] });
  },

  ForumPostSolved: async (event, s) => {
    const d = event.data;
    const [who, reply, t] = [
      await actorName(s, event.metadata.actorId, 'The author'),
      await replyOf(s, d.replyId),
      await thread(s, d.postId),
    ];
    const description = `${who.text} marked ${reply.text} as the answer to ${t.text}`;
    await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId), parts: [who.part, reply.part, t.part] });
  },

  ForumPostHidden: async (event, s) => {
    const d = event.data;
    const t = await thread(s, d.postId);
    const description = `${await userName(s, d.hiddenBy)} hid the forum thread ${t.text}: ${quoted(d.reason)}`;
    await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId), actorId: d.hiddenBy, parts: [t.part] });
  },

  ForumReplyPosted: async (event, s) => {
    const d = event.data;
    const t = await thread(s, d.postId);
    const description = `${await userName(s, d.authorId)} replied to ${t.text}`;
    if (!(await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId), actorId: d.authorId, parts: [t.part] })))
      return;
    await s.insertForumReply({ id: d.replyId, postId: d.postId, authorId: d.authorId });
  },

  ForumReplyEdited: async (event, s) => {
    const d = event.data;
    const [who, t] = [await actorName(s, event.metadata.actorId, 'The author'), await thread(s, d.postId)];
    const description = `${who.text} edited their reply to ${t.text}`;
    await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId), parts: [who.part, t.part] });
  },

  ForumReplyDeleted: async (event, s) => {
    const d = event.data;
    const [who, t] = [await actorName(s, event.metadata.actorId, 'The author'), await thread(s, d.postId)];
    const description = `${who.text} deleted their reply to ${t.text}`;
    await s.announce(event, { type: 'forum', description, entityPath: threadPath(d.postId), parts: [who.part, t.part] });
  },

  ForumReplyHidden: async (event, s) => {
    const d = event.data;
    const [reply, t] = [await replyOf(s, d.replyId), await thread(s, d.postId)];
    const description = `${await userName(s, d.hiddenBy)} hid ${reply.text} to ${t.text}: ${quoted(d.reason)}`;
    await s.announce(event, {
      type: 'forum',
      description,
      entityPath: threadPath(d.postId),
      actorId: d.hiddenBy,
      parts: [reply.part, t.part],
    });
  },
};
