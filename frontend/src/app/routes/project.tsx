import { useParams } from 'react-router-dom';
import { ProjectDetail } from '@/features/projects/components/project-detail';
import { TradesmanContactPanel } from '@/features/tradesmen/components/tradesman-contact-panel';
import { AuditHistoryLink } from '@/features/audit/components/audit-history-link';

export function ProjectRoute() {
  const { id = '' } = useParams();
  return (
    <ProjectDetail
      key={id}
      id={id}
      tradesmanPanel={(p) => (
        <>
          <TradesmanContactPanel tradesmanId={p.tradesmanId} businessName={p.tradesmanBusinessName} projectId={p.id} />
          {/* A portfolio project's events live in its tradesman's stream. */}
          <AuditHistoryLink streamId={`tradesman-${p.tradesmanId}`} />
        </>
      )}
    />
  );
}
