/** A post (with its likes, views, solution and moderation) and each reply have their own stream. */
export const forumPostStreamId = (id: string) => `forumPost-${id}`;
export const forumReplyStreamId = (id: string) => `forumReply-${id}`;
