import { Button } from '@/components/ui/button';
import { Muted } from '@/components/ui/card';
import { useAppMutation } from '@/lib/app-mutation';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import type { CurrentUser } from '@/lib/auth';
import { reopenAccount } from './api';
import { Stack } from './download-data-section';

/** Shown to a closed account signed in again within the grace period: keep it, or let it go. */
export function ReopenAccountSection({ user }: { user: CurrentUser }) {
  const reopen = useAppMutation({
    mutationFn: reopenAccount,
    onSuccess: () => window.location.assign('/'),
    onError: (error) =>
      toast({ title: 'Could not reopen your account', description: failureText(error, 'Please try again.'), variant: 'destructive' }),
  });
  const due = user.erasureDueAt ? new Date(user.erasureDueAt).toLocaleDateString('en-GB', { dateStyle: 'long' }) : null;
  return (
    <Stack>
      <Muted>
        Your account is closed{due ? ` and will be erased on ${due}` : ''}. Reopen it to use TradeGuild again; you can still download a copy
        of your data below.
      </Muted>
      <Button onClick={() => reopen.mutate(undefined)} disabled={reopen.isPending}>
        {reopen.isPending ? 'Reopening…' : 'Reopen my account'}
      </Button>
    </Stack>
  );
}
