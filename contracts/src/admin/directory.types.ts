import { z } from 'zod';
import { safeString } from '../shared/fields.ts';
import { USER_TYPES } from '../shared/constants.ts';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from './constants.ts';
import { defineRoute, idParam } from '../shared/route.ts';

/** GET /api/admin/{tradesmen,projects,messages,users}: one page, searched on the server. */
export const directoryQuerySchema = z.object({
  search: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    safeString().pipe(z.string().trim().max(200, 'search must be at most 200 characters')).optional(),
  ),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(ADMIN_PAGE_MAX, `limit must be at most ${ADMIN_PAGE_MAX}`)
    .default(ADMIN_PAGE_SIZE),
  offset: z.coerce
    .number({ invalid_type_error: 'offset must be a number' })
    .int()
    .min(0, 'offset must not be negative')
    .max(10_000_000, 'offset is too large')
    .default(0),
});
export type DirectoryQuery = z.input<typeof directoryQuerySchema>;
export type DirectoryFilter = z.output<typeof directoryQuerySchema>;

/** A page of rows; `hasMore` tells the Next button whether there is anything after it. */
export const pageSchema = <T extends z.ZodTypeAny>(row: T) => z.object({ items: z.array(row), hasMore: z.boolean() });

export const adminTradesmanRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string().nullable(),
  location: z.string().nullable(),
  specializations: z.array(z.string()),
  rating: z.number(),
  totalReviews: z.number().int(),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type AdminTradesmanRow = z.infer<typeof adminTradesmanRowSchema>;
export const adminTradesmanPageSchema = pageSchema(adminTradesmanRowSchema);

export const adminProjectRowSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string().nullable(),
  title: z.string(),
  location: z.string().nullable(),
  budget: z.string().nullable(),
  status: z.string(),
  requiredTrades: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;
export const adminProjectPageSchema = pageSchema(adminProjectRowSchema);

/** Content is cut to a preview here; the whole text comes from opening the message (which is recorded). */
export const adminMessageRowSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: z.string().nullable(),
  receiverId: z.string(),
  receiverName: z.string().nullable(),
  projectId: z.string().nullable(),
  preview: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type AdminMessageRow = z.infer<typeof adminMessageRowSchema>;
export const adminMessagePageSchema = pageSchema(adminMessageRowSchema);

/** POST /api/admin/messages/{id}/inspect: the whole message; the look is recorded in its conversation. */
export const inspectedMessageSchema = adminMessageRowSchema.omit({ preview: true }).extend({
  content: z.string(),
  streamId: z.string(),
  position: z.string(),
});
export type InspectedMessage = z.infer<typeof inspectedMessageSchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = pageSchema(adminUserRowSchema);

export const adminTradesmenRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/tradesmen',
  query: directoryQuerySchema,
  response: adminTradesmanPageSchema,
});
export const adminProjectsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/projects',
  query: directoryQuerySchema,
  response: adminProjectPageSchema,
});
export const adminMessagesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/messages',
  query: directoryQuerySchema,
  response: adminMessagePageSchema,
});
export const adminUsersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/users',
  query: directoryQuerySchema,
  response: adminUserPageSchema,
});
/** Opening a message's content is recorded in its conversation (who looked, when): a POST, not a GET. */
export const inspectMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/messages/:id/inspect',
  params: { id: idParam('Message') },
  response: inspectedMessageSchema,
});
