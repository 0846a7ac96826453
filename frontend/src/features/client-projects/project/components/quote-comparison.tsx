import styled from 'styled-components';
import { AlertTriangle, Inbox } from 'lucide-react';
import type { ClientProject, ProjectTrade } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureText } from '@/lib/failure-text';
import { formatCount } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useProjectApplications, type ProjectApplication } from '../../quotes/api/get-project-applications';
import { useQuoteDecision, type QuoteDecision } from '../../quotes/api/hire-or-reject-quote';
import { CompareQuote } from './compare-quote';
import { responseTimeText } from './response-time';

const DONE: Record<QuoteDecision['kind'], string> = {
  shortlist: 'Quote shortlisted',
  accept: 'Tradesman hired',
  reject: 'Quote declined',
  status: 'Project updated',
};

const live = (q: ProjectApplication) => q.status === 'pending' || q.status === 'accepted';

/** What stands out in a trade's quotes: the lowest price and the quickest reply, once there are two to compare. */
function highlightsOf(quotes: ProjectApplication[]): Map<string, string[]> {
  const out = new Map<string, string[]>(quotes.map((q) => [q.id, []]));
  const candidates = quotes.filter(live);
  if (candidates.length < 2) return out;
  const cheapest = Math.min(...candidates.map((q) => Number(q.proposedCost)));
  for (const q of candidates) if (Number(q.proposedCost) === cheapest) out.get(q.id)!.push('Lowest price');
  // Only a reply quicker as shown ('1 minute' against '3 hours'), not by seconds nobody sees.
  const shown = candidates.filter((q) => q.responseSeconds !== null).map((q) => ({ q, text: responseTimeText(q.responseSeconds) }));
  const quickest = shown.reduce<(typeof shown)[number] | null>(
    (best, s) => (!best || s.q.responseSeconds! < best.q.responseSeconds! ? s : best),
    null,
  );
  if (quickest && shown.length >= 2 && shown.filter((s) => s.text === quickest.text).length === 1)
    out.get(quickest.q.id)!.push('Quickest reply');
  return out;
}

/** The quotes on a project, one group per required trade, compared side by side; live quotes first. */
export function QuoteComparison({ project }: { project: ClientProject }) {
  const quotes = useProjectApplications(project.id);
  const decision = useQuoteDecision({
    onSuccess: (d) => toast({ title: DONE[d.kind] }),
    onError: (error) =>
      toast({ title: 'Error', description: failureText(error, 'Failed to update the project. Please try again.'), variant: 'destructive' }),
  });
  if (quotes.isLoading)
    return (
      <Groups aria-busy="true">
        <Skeleton $w="40%" $h="1.25rem" />
        <Skeleton $w="100%" $h="14rem" />
      </Groups>
    );
  if (quotes.isError)
    return (
      <ErrorLine role="alert">
        <AlertTriangle size={16} aria-hidden="true" />
        Failed to load quotes{' '}
        <Button $size="sm" $variant="ghost" onClick={() => quotes.refetch()}>
          Try Again
        </Button>
      </ErrorLine>
    );
  const all = quotes.data ?? [];
  const hired = new Set(all.filter((q) => q.status === 'accepted').flatMap((q) => q.trades));
  const active = project.status === 'open' || project.status === 'in_progress';
  const trades: ProjectTrade[] = [
    ...project.requiredTrades,
    ...all.flatMap((q) => q.trades).filter((t) => !project.requiredTrades.includes(t)),
  ];
  return (
    <Groups>
      {trades.map((trade) => {
        const group = all.filter((q) => q.trades.includes(trade)).sort((a, b) => Number(live(b)) - Number(live(a)));
        const highlights = highlightsOf(group);
        const headingId = `trade-${trade.replace(/\s+/g, '-').toLowerCase()}`;
        const pending = group.filter((q) => q.status === 'pending').length;
        return (
          <Group key={trade} aria-labelledby={headingId}>
            <GroupHead>
              <h3 id={headingId}>{trade}</h3>
              <span>
                {hired.has(trade)
                  ? 'Hired'
                  : group.length === 0
                    ? 'No quotes yet'
                    : `${formatCount(group.length, 'quote', 'quotes')}${pending ? ` · ${pending} to decide` : ''}`}
              </span>
            </GroupHead>
            {group.length === 0 ? (
              <Empty>
                <Inbox size={18} aria-hidden="true" />
                Tradespeople who do {trade.toLowerCase()} work near you will find this project in Find Jobs.
              </Empty>
            ) : (
              <Compare aria-label={`Quotes for ${trade}`}>
                {group.map((q) => (
                  <CompareQuote
                    key={q.id}
                    application={q}
                    projectId={project.id}
                    highlights={highlights.get(q.id) ?? []}
                    busy={decision.isPending}
                    onDecide={(d) => decision.mutate(d)}
                    canHire={active && q.trades.every((t) => !hired.has(t))}
                    completesTeam={project.status === 'open' && project.requiredTrades.every((t) => hired.has(t) || q.trades.includes(t))}
                    canReview={project.status === 'completed'}
                  />
                ))}
              </Compare>
            )}
          </Group>
        );
      })}
    </Groups>
  );
}

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const GroupHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Side by side: as many columns as fit, and on a phone a row to swipe through. */
const Compare = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  margin: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  @media (max-width: 599.98px) {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 84%;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Empty = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
`;
