import { z } from 'zod';
import { defineEvent } from '../shared/event-registry.ts';

/**
 * An admin opened a message's content from the dashboard. Appended to that conversation's own
 * stream (`conversation-<a>:<b>`), so it shows in the conversation's history.
 */
export const conversationInspectedSchema = z.object({
  type: z.literal('ConversationInspected'),
  data: z.object({
    messageId: z.string().uuid(),
    participantIds: z.tuple([z.string(), z.string()]),
    inspectedBy: z.string(),
    inspectedAt: z.string(),
  }),
});
export type ConversationInspected = z.infer<typeof conversationInspectedSchema>;

export type AdminEvent = ConversationInspected;

export const adminEventDefinitions = [defineEvent(conversationInspectedSchema)];
