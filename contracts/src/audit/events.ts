import { z } from 'zod';
import { defineEvent } from '../shared/event-registry.ts';

/**
 * An auditor read private content through the audit (issue 24): one event (`scope: 'event'`, with its
 * stream, version and type) or a whole export (`scope: 'export'`, with its filter). Appended to the
 * reader's own stream `auditRead-<user id>` (`auditRead-cli` from the command line), like
 * ConversationInspected records an admin opening a message.
 */
export const auditPrivateContentReadSchema = z.object({
  type: z.literal('AuditPrivateContentRead'),
  data: z.object({
    scope: z.enum(['event', 'export']),
    streamId: z.string().nullable(),
    streamVersion: z.number().int().nullable(),
    eventType: z.string().nullable(),
    filter: z.record(z.string()).nullable(),
    reason: z.string(),
    /** A user id, or 'command line (<os user>)'. */
    readBy: z.string(),
    readAt: z.string(),
  }),
});
export type AuditPrivateContentRead = z.infer<typeof auditPrivateContentReadSchema>;

export type AuditEventRecord = AuditPrivateContentRead;

export const auditEventDefinitions = [defineEvent(auditPrivateContentReadSchema)];
