/** A person's read marks; the notifications themselves are a read model. */
export const notificationStreamId = (userId: string) => `notifications-${userId}`;
