/** A user's registration. */
export const userStreamId = (userId: string) => `user-${userId}`;
