import { z } from 'zod';
import { PROJECT_TRADES, CLIENT_PROJECT_STATUSES } from '../shared/constants.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/safe-text.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

export const ROOM_MESSAGE_MAX_LENGTH = 5000;

/** POST /api/client-projects/{id}/room/messages */
export const postRoomMessageRequestSchema = z.object({
  content: z
    .string({ required_error: 'Message cannot be empty' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(ROOM_MESSAGE_MAX_LENGTH, `Keep messages under ${ROOM_MESSAGE_MAX_LENGTH} characters`)
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE),
  commandId: commandIdSchema,
});
export type PostRoomMessageRequest = z.input<typeof postRoomMessageRequestSchema>;

/** One message of a project room (also the socket `projectRoom:message` payload). */
export const roomMessageSchema = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  /** The message's place in its room: 1, 2, 3... (the key 'Load earlier messages' pages by). */
  seq: z.number().int().positive(),
  senderId: z.string(),
  senderName: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
});
export type RoomMessage = z.infer<typeof roomMessageSchema>;

export const ROOM_TIMELINE_KINDS = ['hired', 'in_progress', 'part_done', 'completed', 'cancelled'] as const;
export type RoomTimelineKind = (typeof ROOM_TIMELINE_KINDS)[number];

/** One step of the project's shared timeline: a hire, the work started, a trade's part done, completed or cancelled. */
export const roomTimelineEntrySchema = z.object({
  kind: z.enum(ROOM_TIMELINE_KINDS),
  at: z.string(),
  /** For a hire or a part done: whom, and for which trades. */
  businessName: z.string().nullable(),
  trades: z.array(z.enum(PROJECT_TRADES)),
});
export type RoomTimelineEntry = z.infer<typeof roomTimelineEntrySchema>;

export const roomMemberSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  role: z.enum(['client', 'tradesman']),
  trades: z.array(z.enum(PROJECT_TRADES)),
  /** The trades of theirs this tradesman has marked done. */
  doneTrades: z.array(z.enum(PROJECT_TRADES)),
});
export type RoomMember = z.infer<typeof roomMemberSchema>;

/** How many messages the room shows at first, and each 'Load earlier messages' adds. */
export const ROOM_PAGE_SIZE = 100;

/**
 * GET /api/client-projects/{id}/room: the client and the hired team, the latest page of their thread
 * (oldest first; `hasEarlier` when there is more before it), the timeline, and the caller's unread count.
 */
export const projectRoomSchema = z.object({
  projectId: z.string().uuid(),
  title: z.string(),
  status: z.enum(CLIENT_PROJECT_STATUSES),
  members: z.array(roomMemberSchema),
  messages: z.array(roomMessageSchema),
  hasEarlier: z.boolean(),
  timeline: z.array(roomTimelineEntrySchema),
  /** The required trades, and which of them their tradesman has marked done. */
  requiredTrades: z.array(z.enum(PROJECT_TRADES)),
  doneTrades: z.array(z.enum(PROJECT_TRADES)),
  unreadCount: z.number().int().nonnegative(),
});
export type ProjectRoom = z.infer<typeof projectRoomSchema>;

/** GET /api/client-projects/{id}/room/messages?before={seq}&limit=: an earlier page, oldest first. */
export const roomMessagesQuerySchema = z.object({
  before: z.coerce
    .number({ invalid_type_error: 'before must be a message number' })
    .int('before must be a whole number')
    .positive('before must be a message number (1 or more)')
    .max(2_147_483_647, 'before is too large'),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ROOM_PAGE_SIZE, `limit must be at most ${ROOM_PAGE_SIZE}`)
    .default(ROOM_PAGE_SIZE),
});
export const roomMessagesPageSchema = z.object({ messages: z.array(roomMessageSchema), hasEarlier: z.boolean() });
export type RoomMessagesPage = z.infer<typeof roomMessagesPageSchema>;

/** POST /api/client-projects/{id}/room/read: the caller has read the room (nothing unread: nothing recorded). */
export const markRoomReadRequestSchema = z.object({ commandId: commandIdSchema }).default({});

/** POST /api/client-projects/{id}/part-done: a hired tradesman marks (some of) their trades done. */
export const markPartDoneRequestSchema = z.object({
  trades: z
    .array(z.enum(PROJECT_TRADES, { errorMap: () => ({ message: 'Choose one of the project trades' }) }), {
      required_error: 'Choose the trades you have finished',
    })
    .min(1, 'Choose the trades you have finished')
    .max(PROJECT_TRADES.length)
    .refine((t) => new Set(t).size === t.length, 'Each trade once'),
  commandId: commandIdSchema,
});
export type MarkPartDoneRequest = z.input<typeof markPartDoneRequestSchema>;

/** GET /api/client-projects/rooms/unread: the caller's rooms with their unread counts. */
export const roomUnreadSchema = z.object({ projectId: z.string().uuid(), unreadCount: z.number().int().nonnegative() });
export type RoomUnread = z.infer<typeof roomUnreadSchema>;
export const roomUnreadListSchema = z.array(roomUnreadSchema);

export const PROJECT_ROOM_SOCKET_EVENT = 'projectRoom:message' as const;
/** To the reader's tabs when they read a room: their unread count for it is 0 now. */
export const PROJECT_ROOM_READ_SOCKET_EVENT = 'projectRoom:read' as const;
/** To every member when the timeline moves (a hire, a status step, a part done): refetch the room. */
export const PROJECT_ROOM_UPDATED_SOCKET_EVENT = 'projectRoom:updated' as const;
export const projectRoomSignalSchema = z.object({ projectId: z.string().uuid() });

const roomOf = { id: idParam('Project') };

/** The caller's project rooms with their unread counts. */
export const roomUnreadRoute = defineRoute({ method: 'GET', path: '/api/client-projects/rooms/unread', response: roomUnreadListSchema });
/** The project room: the client and the hired tradesmen only. */
export const projectRoomRoute = defineRoute({
  method: 'GET',
  path: '/api/client-projects/:id/room',
  params: roomOf,
  response: projectRoomSchema,
});
/** 'Load earlier messages': keyset by the message's place in the room. */
export const roomMessagesRoute = defineRoute({
  method: 'GET',
  path: '/api/client-projects/:id/room/messages',
  params: roomOf,
  query: roomMessagesQuerySchema,
  response: roomMessagesPageSchema,
});
export const postRoomMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/client-projects/:id/room/messages',
  params: roomOf,
  body: postRoomMessageRequestSchema,
  response: commandResultSchema,
});
export const markRoomReadRoute = defineRoute({
  method: 'POST',
  path: '/api/client-projects/:id/room/read',
  params: roomOf,
  body: markRoomReadRequestSchema,
  response: commandResultSchema,
});
export const markPartDoneRoute = defineRoute({
  method: 'POST',
  path: '/api/client-projects/:id/part-done',
  params: roomOf,
  body: markPartDoneRequestSchema,
  response: commandResultSchema,
});
