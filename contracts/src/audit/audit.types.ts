import { z } from 'zod';
import { safeString } from '../shared/fields.ts';
import { defineRoute, matchParam } from '../shared/route.ts';

/** Positions travel as "tx.pos" text (see shared/checkpoint.ts). */
const positionText = z.string().regex(/^\d{1,20}\.\d{1,20}$/, 'Position must look like 123.456');
const isoTime = (name: string) =>
  z.string().datetime({ offset: true, message: `${name} must be an ISO date-time, e.g. 2026-01-31T09:30:00Z` });
const filterText = (max: number) => safeString().pipe(z.string().trim().min(1).max(max, `Must be at most ${max} characters`));

/** The filters shared by the log, the export and the command line. */
export const auditFilterSchema = z.object({
  /** A stream id (`clientProject-<uuid>`) or the entity id after its first dash. */
  stream: filterText(300).optional(),
  type: filterText(100).optional(),
  /** The actor's user id. */
  actor: filterText(200).optional(),
  from: isoTime('from').optional(),
  to: isoTime('to').optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

/** GET /api/audit/events: newest first; `before` is the `nextBefore` of the previous page. */
export const auditLogQuerySchema = auditFilterSchema.extend({
  before: positionText.optional(),
  limit: z.coerce.number({ invalid_type_error: 'limit must be a number' }).int().min(1).max(AUDIT_MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** GET /api/audit/streams/:streamId/state */
export const auditStateQuerySchema = z.object({ asOf: isoTime('asOf') });

export const auditActorSchema = z.object({ id: z.string(), name: z.string().nullable() });

/** One event as auditors see it, with its metadata (the NDJSON export writes one per line). */
export const auditEventSchema = z.object({
  position: z.string(),
  streamId: z.string(),
  streamVersion: z.number().int(),
  type: z.string(),
  data: z.unknown(),
  metadata: z
    .object({
      eventId: z.string(),
      commandId: z.string().nullable(),
      correlationId: z.string(),
      causationId: z.string().nullable(),
      actorId: z.string().nullable(),
      occurredAt: z.string(),
      schemaVersion: z.number(),
    })
    .passthrough(),
  recordedAt: z.string(),
  actor: auditActorSchema.nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditLogResponseSchema = z.object({
  events: z.array(auditEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** One field that an event changed in the folded state; paths are dotted (`details.title`). */
export const auditChangeSchema = z.object({
  path: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditHistoryResponseSchema = z.object({
  streamId: z.string(),
  events: z.array(auditEventSchema.extend({ changes: z.array(auditChangeSchema) })),
  state: z.record(z.unknown()),
});
export type AuditHistoryResponse = z.infer<typeof auditHistoryResponseSchema>;

/** "State as of a moment" lists the last this many of the events it folded (all of them when fewer). */
export const AUDIT_STATE_EVENTS = 50;

export const auditStateResponseSchema = z.object({
  streamId: z.string(),
  asOf: z.string(),
  version: z.number().int(),
  state: z.record(z.unknown()),
  /** How many events the state was folded from. */
  eventCount: z.number().int(),
  /** How many of them of each type, in the order each type first appears. */
  eventTypes: z.array(z.object({ type: z.string(), count: z.number().int() })),
  /** The last AUDIT_STATE_EVENTS of the events used, in version order (the whole list is the stream's history). */
  events: z.array(auditEventSchema),
});
export type AuditStateResponse = z.infer<typeof auditStateResponseSchema>;

export const auditVerifyResponseSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  firstBroken: z.object({ streamId: z.string(), streamVersion: z.number().int(), eventId: z.string(), position: z.string() }).nullable(),
});
export type AuditVerifyResponse = z.infer<typeof auditVerifyResponseSchema>;

/** A stream id as the audit area takes it (the backend refuses one it cannot store: 400). */
const streamId = { streamId: z.string() };

export const auditLogRoute = defineRoute({
  method: 'GET',
  path: '/api/audit/events',
  query: auditLogQuerySchema,
  response: auditLogResponseSchema,
});
/** Why an auditor reads private content (recorded with the reading). */
export const auditReasonSchema = safeString().pipe(
  z.string().trim().min(10, 'Give the reason for reading it (at least 10 characters)').max(500, 'Must be at most 500 characters'),
);

/** The export's filters; with `reason`, private content is included and the reading recorded. */
export const auditExportQuerySchema = auditFilterSchema.extend({ reason: auditReasonSchema.optional() });

/** The filtered log as NDJSON, one event per line (a download, streamed); private text redacted unless a reason is given. */
export const auditExportRoute = defineRoute({ method: 'GET', path: '/api/audit/events.ndjson', query: auditExportQuerySchema });

/** POST /api/audit/streams/:streamId/events/:version/inspect: one event whole, private text included; the reading is recorded. */
export const auditInspectRequestSchema = z.object({ reason: auditReasonSchema });
export const auditInspectRoute = defineRoute({
  method: 'POST',
  path: '/api/audit/streams/:streamId/events/:version/inspect',
  params: { streamId: z.string(), version: matchParam(/^[1-9]\d{0,9}$/, 'Event not found') },
  body: auditInspectRequestSchema,
  response: auditEventSchema,
});
export const streamHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/audit/streams/:streamId/events',
  params: streamId,
  response: auditHistoryResponseSchema,
});
export const streamStateRoute = defineRoute({
  method: 'GET',
  path: '/api/audit/streams/:streamId/state',
  params: streamId,
  query: auditStateQuerySchema,
  response: auditStateResponseSchema,
});
/** Checks every stream's hash chain; changes nothing. */
export const verifyChainsRoute = defineRoute({ method: 'POST', path: '/api/audit/verify', response: auditVerifyResponseSchema });
