import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import type { ClientProjectStatus } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { PROJECT_STATUS_LABELS } from '@/config/trade-labels';
import { formatDate } from '@/lib/format';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import type { ClientProject } from '../api/get-client-projects';
import { useProjectApplications } from '../api/get-project-applications';
import { useQuoteDecision, type QuoteDecision } from '../api/hire-or-reject-quote';
import { QuoteCard } from './quote-card';
import { cardSurface } from '@/components/ui/card';

const DONE: Record<QuoteDecision['kind'], string> = {
  shortlist: 'Quote shortlisted',
  accept: 'Tradesman hired',
  reject: 'Quote rejected',
  status: 'Project updated',
};
const MOVES: Partial<Record<ClientProjectStatus, { to: ClientProjectStatus; label: string; confirm: string }[]>> = {
  open: [
    { to: 'in_progress', label: 'Start the work', confirm: 'The project stops taking quotes and the hired team starts.' },
    { to: 'cancelled', label: 'Cancel project', confirm: 'The project stops taking quotes. This cannot be undone.' },
  ],
  in_progress: [
    { to: 'completed', label: 'Mark completed', confirm: 'You can then review each hired tradesman for this job.' },
    { to: 'cancelled', label: 'Cancel project', confirm: 'This cannot be undone.' },
  ],
};

/** 'Work starts 1 Dec 2026' ahead of the day, 'Work started …' from it (decision 0052). */
const startLine = (day: string) =>
  `${day > new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' }) ? 'Work starts' : 'Work started'} ${formatDate(`${day}T12:00:00Z`)}`;

/** One of my projects with its quotes, hires per trade, the status moves and (once someone is hired) the room. */
export function ProjectWithQuotes({ project: p, room }: { project: ClientProject; room?: (projectId: string) => ReactNode }) {
  const quotes = useProjectApplications(p.id);
  const [move, setMove] = useState<{ to: ClientProjectStatus; label: string; confirm: string } | null>(null);
  const decision = useQuoteDecision({
    onSuccess: (d) => toast({ title: DONE[d.kind] }),
    onError: (error) =>
      toast({ title: 'Error', description: failureText(error, 'Failed to update the project. Please try again.'), variant: 'destructive' }),
  });
  const hired = new Set((quotes.data ?? []).filter((q) => q.status === 'accepted').flatMap((q) => q.trades));
  const active = p.status === 'open' || p.status === 'in_progress';
  return (
    <Section aria-labelledby={`project-${p.id}`}>
      <Top>
        <h2 id={`project-${p.id}`}>{p.title}</h2>
        <Badge $variant={p.status === 'open' ? 'default' : 'secondary'}>{PROJECT_STATUS_LABELS[p.status]}</Badge>
      </Top>
      <Sub>
        Posted {formatDate(p.createdAt)} · Trades: {p.requiredTrades.map((t) => (hired.has(t) ? `${t} (hired)` : t)).join(', ')}
        {p.startDate && <> · {startLine(p.startDate)}</>}
      </Sub>
      {MOVES[p.status] && (
        <Moves>
          {MOVES[p.status]!.map((m) => (
            <Button key={m.to} $size="sm" $variant={m.to === 'cancelled' ? 'ghost' : 'outline'} onClick={() => setMove(m)}>
              {m.label}
            </Button>
          ))}
        </Moves>
      )}
      <h3>Quotes</h3>
      {quotes.isLoading ? (
        <Skeleton $w="60%" $h="1rem" />
      ) : quotes.isError ? (
        <ErrorLine role="alert">
          <AlertTriangle size={16} aria-hidden="true" />
          Failed to load quotes{' '}
          <Button $size="sm" $variant="ghost" onClick={() => quotes.refetch()}>
            Try Again
          </Button>
        </ErrorLine>
      ) : !quotes.data?.length ? (
        <Sub>No quotes yet. Tradespeople who match your trades will find this project in Find Jobs.</Sub>
      ) : (
        <Quotes>
          {quotes.data.map((q) => (
            <QuoteCard
              key={q.id}
              application={q}
              busy={decision.isPending}
              onDecide={(d) => decision.mutate(d)}
              canHire={active && q.trades.every((t) => !hired.has(t))}
              completesTeam={p.status === 'open' && p.requiredTrades.every((t) => hired.has(t) || q.trades.includes(t))}
              canReview={p.status === 'completed'}
            />
          ))}
        </Quotes>
      )}
      {hired.size > 0 && room?.(p.id)}
      <AlertDialog open={move !== null} onClose={() => setMove(null)} title={move ? `${move.label}?` : ''} description={move?.confirm}>
        <Moves>
          <Button
            onClick={() => {
              decision.mutate({ kind: 'status', projectId: p.id, status: move!.to });
              setMove(null);
            }}
          >
            Yes, {move?.label.toLowerCase()}
          </Button>
          <Button $variant="ghost" onClick={() => setMove(null)}>
            Not now
          </Button>
        </Moves>
      </AlertDialog>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  ${cardSurface}
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Sub = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Moves = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Quotes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

const ErrorLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
`;
