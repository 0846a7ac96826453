import { createHash } from 'node:crypto';

/** A mail's id: the event, the recipient and the kind, hashed. The same event seen again gives the same id. */
export const mailId = (eventId: string, recipientId: string, kind: string): string =>
  createHash('sha256').update(`mail:${eventId}:${recipientId}:${kind}`).digest('hex').slice(0, 40);

/** A direct-message conversation, the same whichever side is named first. */
export const conversationKey = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);
