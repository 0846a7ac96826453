import { useId, useState } from 'react';
import styled from 'styled-components';
import { UserX } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { eraseUserRoute } from '@tradeguild/contracts/accounts/privacy.types';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/form';
import { Tooltip } from '@/components/ui/tooltip';
import { apiSend } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import { ADMIN_QUERY_ROOT } from '../../api/query-root';
import { IconButton } from '../tabs/row-actions';

/**
 * "Erase now" for a request received by e-mail (decision 0061): the reason is required and recorded
 * with who erased and when; the account, its profile and uploads go at once.
 */
export function EraseUserButton({ userId, name }: { userId: string; name: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const erase = useAppMutation({
    mutationFn: () => apiSend(eraseUserRoute, { params: { id: userId }, body: { reason } }),
    onSuccess: async () => {
      setOpen(false);
      toast({ title: `${name}'s account was erased` });
      await queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    },
    onError: (err) => setError(failureText(err, 'Something went wrong. Please try again.')),
  });
  return (
    <>
      <Tooltip content="Erase now">
        <IconButton aria-label={`Erase ${name}'s account`} onClick={() => setOpen(true)}>
          <UserX size={16} aria-hidden="true" />
        </IconButton>
      </Tooltip>
      <AlertDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Erase ${name}'s account now?`}
        description="Their data key, profile, portfolio, uploads and sessions are destroyed at once and cannot be brought back; what they wrote to others shows as “[removed]” from a “Former member”. The reason is recorded with your name and the time."
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            erase.mutate(undefined);
          }}
        >
          <Field id={id} label="Reason (for example the request received and its date)" error={error}>
            <Textarea id={id} data-autofocus value={reason} onChange={(e) => setReason(e.target.value)} rows={3} $invalid={!!error} />
          </Field>
          <Buttons>
            <Button $variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" $variant="danger" disabled={!reason.trim() || erase.isPending}>
              {erase.isPending ? 'Erasing…' : 'Erase now'}
            </Button>
          </Buttons>
        </form>
      </AlertDialog>
    </>
  );
}

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
