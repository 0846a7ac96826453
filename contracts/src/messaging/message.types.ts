import { z } from 'zod';
import { defineRoute } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/** One message (GET /api/messages/conversation/{partnerId}, socket `message:new`). */
export const messageSchema = z.object({
  id: z.string().uuid(),
  senderId: z.string(),
  receiverId: z.string(),
  projectId: z.string().uuid().nullable(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);

/**
 * GET /api/messages/me: the caller's conversations, one row each, newest first. A row is the
 * conversation's last message (the spec's fields) plus who the partner is and what is unread.
 */
export const conversationSummarySchema = messageSchema.extend({
  partnerId: z.string(),
  partnerName: z.string().nullable(),
  partnerImageUrl: z.string().nullable(),
  unreadCount: z.number().int().nonnegative(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationSummaryListSchema = z.array(conversationSummarySchema);

/** GET /api/messages/unread-count */
export const unreadCountSchema = z.object({ total: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** socket `conversation:read`: the reader has read everything the partner sent. */
export const conversationReadPushSchema = z.object({
  readerId: z.string(),
  partnerId: z.string(),
  readAt: z.string(),
});
export type ConversationReadPush = z.infer<typeof conversationReadPushSchema>;

export const SOCKET_EVENTS = {
  messageNew: 'message:new',
  conversationRead: 'conversation:read',
  activityNew: 'activity:new',
  projectionStatus: 'projection:status',
} as const;

/** The other party of a conversation: a user id (accounts come from the identity provider). */
export const partnerIdSchema = z.string().trim().min(1).max(200);

/** The caller's conversations, newest first. */
export const conversationsRoute = defineRoute({ method: 'GET', path: '/api/messages/me', response: conversationSummaryListSchema });
export const messagesUnreadCountRoute = defineRoute({ method: 'GET', path: '/api/messages/unread-count', response: unreadCountSchema });
export const conversationRoute = defineRoute({
  method: 'GET',
  path: '/api/messages/conversation/:partnerId',
  params: { partnerId: partnerIdSchema },
  response: messageListSchema,
});
/** Marks the conversation read; its `id` is the conversation's stream. */
export const markConversationReadRoute = defineRoute({
  method: 'PUT',
  path: '/api/messages/read/:partnerId',
  params: { partnerId: partnerIdSchema },
  response: commandResultSchema,
});
