/**
 * Your data (issue 24, decision 0061): close your account, reopen it within the grace period, take
 * a copy of your data; and the admin's "erase now" for a request received by e-mail.
 */
import { z } from 'zod';
import { requiredText, safeString } from '../shared/fields.ts';
import { defineRoute, idParam } from '../shared/route.ts';

/** POST /api/me/close: the person types their own e-mail to confirm. */
export const closeAccountSchema = z
  .object({
    email: safeString().pipe(
      z
        .string({ required_error: 'Type your e-mail address to confirm', invalid_type_error: 'Type your e-mail address to confirm' })
        .trim()
        .min(1, 'Type your e-mail address to confirm')
        .max(320, 'That is not your e-mail address'),
    ),
  })
  .strict();
export type CloseAccountInput = z.infer<typeof closeAccountSchema>;

export const accountClosedResponseSchema = z.object({ closedAt: z.string(), erasureDueAt: z.string() });
export type AccountClosedResponse = z.infer<typeof accountClosedResponseSchema>;

export const closeAccountRoute = defineRoute({
  method: 'POST',
  path: '/api/me/close',
  body: closeAccountSchema,
  response: accountClosedResponseSchema,
});

/** POST /api/me/reopen: a closed account, signed in again within the grace period, is kept. */
export const reopenAccountRoute = defineRoute({
  method: 'POST',
  path: '/api/me/reopen',
  response: z.object({ reopened: z.literal(true) }),
});

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** The download stops working at this time (24 hours after it was ready). */
  expiresAt: z.string().nullable(),
  /** Size of the ZIP in bytes, once ready. */
  size: z.number().int().nullable(),
  /** Where the ZIP is fetched (only by its owner), once ready and not expired. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** POST /api/me/export: starts a copy of your data (at most one a day). */
export const requestExportRoute = defineRoute({ method: 'POST', path: '/api/me/export', response: dataExportSchema });
/** GET /api/me/exports: your most recent export, or null (the Settings page's state). */
export const latestExportRoute = defineRoute({ method: 'GET', path: '/api/me/exports', response: dataExportSchema.nullable() });
/** GET /api/me/exports/:id: its state (someone else's id is a 404). */
export const exportRoute = defineRoute({
  method: 'GET',
  path: '/api/me/exports/:id',
  params: { id: idParam('Export') },
  response: dataExportSchema,
});
/** GET /api/me/exports/:id/download: the ZIP, for its owner, while it is valid. */
export const exportDownloadRoute = defineRoute({
  method: 'GET',
  path: '/api/me/exports/:id/download',
  params: { id: idParam('Export') },
});

/** POST /api/admin/users/:id/erase: the admin erases an account now, giving the reason (recorded). */
export const eraseUserSchema = z.object({ reason: requiredText('Give the reason for erasing this account', 1000) }).strict();
export type EraseUserInput = z.infer<typeof eraseUserSchema>;

/** A user id: the identity provider's subject (a uuid for the local provider, any short text for others). */
export const userIdParam = safeString().pipe(
  z
    .string()
    .min(1, 'A user id is required')
    .max(255, 'A user id is at most 255 characters')
    .regex(/^[\w.@|:-]+$/, 'Not a user id'),
);

export const eraseUserRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/users/:id/erase',
  params: { id: userIdParam },
  body: eraseUserSchema,
  response: z.object({ erased: z.literal(true) }),
});
