/** Forum constants from spec section 9, shared by the server and the screens. */

/** The six forum categories, in the spec's order, with the labels the sidebar shows. */
export const FORUM_CATEGORIES = ['general', 'technical', 'tips', 'tools', 'business', 'regulations'] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];

export const FORUM_CATEGORY_LABELS: Record<ForumCategory, string> = {
  general: 'General Discussion',
  technical: 'Technical',
  tips: 'Tips',
  tools: 'Tools',
  business: 'Business',
  regulations: 'Regulations',
};

export const FORUM_SORTS = ['newest', 'active', 'top'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];

export const FORUM_LIMITS = {
  title: 200,
  content: 10_000,
  reply: 5_000,
  tags: 5,
  tag: 30,
  hideReason: 500,
  search: 200,
  listDefault: 20,
  listMax: 50,
} as const;

/** The stats card's fixed figures (spec section 9); the total is real. */
export const FORUM_STATS_FIXED = { activeMembers: '2,500+', todaysPosts: '12', weeklyActive: '850+' } as const;

/** socket.io: every signed-in socket is in this room; forum pushes go to it. */
export const COMMUNITY_ROOM = 'community';

export const FORUM_SOCKET_EVENTS = {
  postCreated: 'forum:post-created',
  threadChanged: 'forum:thread-changed',
} as const;

/** The name a post shows when its author has none (spec section 2). */
export const forumAuthorFallback = (authorId: string) => `User ${authorId}`;
