import styled from 'styled-components';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AlertDialog } from '@/components/ui/alert-dialog';

type Props = { title: string | null; pending: boolean; onCancel: () => void; onConfirm: () => void };

/** Deleting a showcase cannot be undone, so it is confirmed first. */
export function DeletePortfolioProjectDialog({ title, pending, onCancel, onConfirm }: Props) {
  return (
    <AlertDialog
      open={title !== null}
      onClose={onCancel}
      title="Delete this project?"
      description={<>“{title}” and its photos will be removed from your portfolio. This cannot be undone.</>}
    >
      <Actions>
        <Button $variant="outline" onClick={onCancel} data-autofocus>
          Keep it
        </Button>
        <Button $variant="danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          <Trash2 size={16} aria-hidden="true" />
          {pending ? 'Deleting...' : 'Delete project'}
        </Button>
      </Actions>
    </AlertDialog>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  > button {
    flex: 1 1 140px;
  }
`;
