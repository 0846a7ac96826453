/**
 * Private text in events (issue 24, item 5): what the audit's log, histories, states and export show
 * only as a placeholder, unless an auditor opens one event, or the whole export, with a reason (and
 * the reading is recorded: AuditPrivateContentRead). No zod here: the audit pages import it.
 */
export const AUDIT_REDACTED = '[private: open it with a reason to read]';

/** The event types that can carry private fields (the export parses only their payloads). */
export const TYPES_WITH_PRIVATE_FIELDS: ReadonlySet<string> = new Set(['MessageSent', 'RoomMessagePosted', 'ReportFiled']);

/** The private fields of an event of `type` with payload `data` (none for most events). */
export function privateFields(type: string, data: unknown): readonly string[] {
  switch (type) {
    // A direct message and a message in a project room: only the people in them read them.
    case 'MessageSent':
    case 'RoomMessagePosted':
      return ['content'];
    // A report of a message quotes it.
    case 'ReportFiled':
      return (data as { subjectType?: unknown } | null)?.subjectType === 'message' ? ['excerpt'] : [];
    default:
      return [];
  }
}

/** The payload with its private fields replaced by AUDIT_REDACTED (the same object when it has none). */
export function redactPrivate(type: string, data: unknown): unknown {
  const fields = privateFields(type, data);
  if (fields.length === 0 || !data || typeof data !== 'object') return data;
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const f of fields) if (f in copy && copy[f] !== null) copy[f] = AUDIT_REDACTED;
  return copy;
}
