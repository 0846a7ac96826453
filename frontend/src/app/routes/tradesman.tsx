import { useParams } from 'react-router-dom';
import { tradesmanStreamId } from '@tradeguild/contracts';
import { TradesmanProfilePage } from '@/features/tradesmen/components/tradesman-profile';
import { AuditHistoryBar } from '@/features/audit/components/audit-history-link';
import { useRefreshDirectory } from './use-refresh-directory';

export function TradesmanRoute() {
  const { id = '' } = useParams();
  const refresh = useRefreshDirectory();
  // Keyed by id: moving from one profile to another starts with fresh tab state.
  return (
    <>
      <TradesmanProfilePage key={id} id={id} onReviewed={refresh} />
      {/* Auditors only: the profile's stream in the audit area. */}
      <AuditHistoryBar streamId={tradesmanStreamId(id)} />
    </>
  );
}
