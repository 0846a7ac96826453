import { useState } from 'react';
import styled from 'styled-components';
import { Pencil, XCircle } from 'lucide-react';
import type { ClientProject, ClientProjectStatus } from '@tradeguild/contracts';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import { useQuoteDecision } from '../../quotes/api/hire-or-reject-quote';
import { EditProjectDialog } from './edit-project-dialog';

type Move = { to: ClientProjectStatus; label: string; confirm: string; done: string };

const CLOSE: Move = {
  to: 'cancelled',
  label: 'Close project',
  confirm: 'The project stops taking quotes and comes off Find Jobs. Tradespeople who quoted will see it as closed. This cannot be undone.',
  done: 'Project closed',
};
const MOVES: Partial<Record<ClientProjectStatus, Move[]>> = {
  open: [
    {
      to: 'in_progress',
      label: 'Start the work',
      confirm: 'The project stops taking quotes and the hired team starts.',
      done: 'Work started',
    },
  ],
  in_progress: [
    {
      to: 'completed',
      label: 'Mark completed',
      confirm: 'You can then review each hired tradesman for this job.',
      done: 'Project completed',
    },
  ],
};

/** Edit (while open), the status moves and 'Close project', each confirmed first. */
export function ProjectActions({ project: p, hasHire }: { project: ClientProject; hasHire: boolean }) {
  const [editing, setEditing] = useState(false);
  const [move, setMove] = useState<Move | null>(null);
  const decision = useQuoteDecision({
    onSuccess: (d) =>
      d.kind === 'status' &&
      toast({ title: [CLOSE, ...Object.values(MOVES).flat()].find((m) => m?.to === d.status)?.done ?? 'Project updated' }),
    onError: (error) =>
      toast({ title: 'Error', description: failureText(error, 'Failed to update the project. Please try again.'), variant: 'destructive' }),
  });
  const moves = (MOVES[p.status] ?? []).filter((m) => m.to !== 'in_progress' || hasHire);
  const closable = p.status === 'open' || p.status === 'in_progress';
  return (
    <Actions>
      {p.status === 'open' && (
        <Button $variant="outline" onClick={() => setEditing(true)}>
          <Pencil size={16} aria-hidden="true" />
          Edit project
        </Button>
      )}
      {moves.map((m) => (
        <Button key={m.to} onClick={() => setMove(m)} disabled={decision.isPending}>
          {m.label}
        </Button>
      ))}
      {closable && (
        <Button $variant="ghost" onClick={() => setMove(CLOSE)} disabled={decision.isPending}>
          <XCircle size={16} aria-hidden="true" />
          Close project
        </Button>
      )}
      <EditProjectDialog project={p} open={editing} onClose={() => setEditing(false)} />
      <AlertDialog open={move !== null} onClose={() => setMove(null)} title={move ? `${move.label}?` : ''} description={move?.confirm}>
        <Actions>
          <Button
            $variant={move?.to === 'cancelled' ? 'danger' : 'primary'}
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
        </Actions>
      </AlertDialog>
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
