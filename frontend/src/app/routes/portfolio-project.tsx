import { useParams } from 'react-router-dom';
import { tradesmanStreamId } from '@tradeguild/contracts';
import { PortfolioProjectPage } from '@/features/portfolio/project-page/components/portfolio-project-page';
import { TradesmanContactPanel } from '@/features/tradesmen/components/tradesman-contact-panel';
import { AuditHistoryLink } from '@/features/audit/components/audit-history-link';

export function PortfolioProjectRoute() {
  const { id = '' } = useParams();
  return (
    <PortfolioProjectPage
      key={id}
      id={id}
      tradesmanPanel={(p) => (
        <>
          <TradesmanContactPanel tradesmanId={p.tradesmanId} businessName={p.tradesmanBusinessName} projectId={p.id} />
          {/* A portfolio project's events live in its tradesman's stream. */}
          <AuditHistoryLink streamId={tradesmanStreamId(p.tradesmanId)} />
        </>
      )}
    />
  );
}
