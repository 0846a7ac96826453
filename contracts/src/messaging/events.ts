import { z } from 'zod';
import { ownedBy, personal } from '../shared/personal-data.ts';
import { defineEvent } from '../shared/event-registry.ts';

export const messageSentSchema = z.object({
  type: z.literal('MessageSent'),
  data: z.object({
    messageId: z.string().uuid(),
    senderId: z.string(),
    receiverId: z.string(),
    projectId: z.string().uuid().nullable(),
    content: z.string(),
    sentAt: z.string(),
  }),
});
export type MessageSent = z.infer<typeof messageSentSchema>;

/** Everything `partnerId` had sent to `readerId` up to `readAt` is read. */
export const conversationReadSchema = z.object({
  type: z.literal('ConversationRead'),
  data: z.object({
    readerId: z.string(),
    partnerId: z.string(),
    readAt: z.string(),
  }),
});
export type ConversationRead = z.infer<typeof conversationReadSchema>;

export type MessagingEvent = MessageSent | ConversationRead;

export const messagingEventDefinitions = [
  defineEvent(messageSentSchema, { personal: personal(ownedBy('senderId'), { content: 'text' }) }),
  defineEvent(conversationReadSchema),
];
