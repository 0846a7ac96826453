import { AuditLogPage } from '@/features/audit/components/audit-log-page';
import { AuditorsOnly } from '@/features/audit/components/auditors-only';
import { StreamHistoryPage } from '@/features/audit/components/stream-history-page';

/** /audit: the admin and AUDITOR_EMAILS only. */
export function AuditLogRoute() {
  return (
    <AuditorsOnly>
      <AuditLogPage />
    </AuditorsOnly>
  );
}

/** /audit/streams/:streamId (URL-encoded): one entity's history. */
export function AuditStreamRoute() {
  return (
    <AuditorsOnly>
      <StreamHistoryPage />
    </AuditorsOnly>
  );
}
