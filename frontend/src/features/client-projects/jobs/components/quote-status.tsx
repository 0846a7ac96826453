import { useState } from 'react';
import styled from 'styled-components';
import { NO_LONGER_HIRING_MESSAGE, NOT_SELECTED_MESSAGE, type Application } from '@tradeguild/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { formatCost, formatDate } from '@/lib/format';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import { useWithdrawQuote } from '../api/quote-commands';

export const APPLICATION_STATUS_LABELS: Record<Application['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
const VARIANT: Record<Application['status'], BadgeVariant> = {
  pending: 'accent',
  accepted: 'success',
  rejected: 'secondary',
  withdrawn: 'outline',
};

export const StatusBadge = ({ status }: { status: Application['status'] }) => (
  <Badge $variant={VARIANT[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>
);

/** The answer to a quote: the client's own note, or the words of a quote closed by a hire or by the project's end. */
export function ResponseNote({ message }: { message: string | null }) {
  if (!message) return null;
  if (message === NOT_SELECTED_MESSAGE || message === NO_LONGER_HIRING_MESSAGE)
    return (
      <Message>
        <strong>{message}</strong>
      </Message>
    );
  return (
    <Message>
      <strong>Client’s note:</strong> {message}
    </Message>
  );
}

/** The tradesman's own quote: its status, and Withdraw (with confirmation) while pending. */
export function QuoteStatus({ application: a }: { application: Application }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawQuote({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: 'Quote withdrawn' });
    },
    onError: (error) =>
      toast({ title: 'Error', description: failureText(error, 'Failed to withdraw quote. Please try again.'), variant: 'destructive' }),
  });
  return (
    <Box>
      <Row>
        <StatusBadge status={a.status} />
        {a.shortlisted && <Badge $variant="default">Shortlisted</Badge>}
      </Row>
      <p>
        {formatCost(a.proposedCost)} · {a.estimatedDuration} · {a.trades.join(', ')} · sent {formatDate(a.createdAt)}
      </p>
      <Message>{a.message}</Message>
      <ResponseNote message={a.responseMessage} />
      {a.status === 'pending' && (
        <div>
          <Button $variant="outline" onClick={() => setConfirming(true)}>
            Withdraw quote
          </Button>
        </div>
      )}
      <AlertDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Withdraw your quote?"
        description="The client will no longer see it. You can send a new quote while the project is open."
      >
        <Row>
          <Button $variant="danger" onClick={() => withdraw.mutate(a.id)} disabled={withdraw.isPending}>
            Withdraw
          </Button>
          <Button $variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </Row>
      </AlertDialog>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
