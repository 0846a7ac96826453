import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Muted } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/form';
import { useAppMutation } from '@/lib/app-mutation';
import { failureText } from '@/lib/failure-text';
import type { CurrentUser } from '@/lib/auth';
import { closeAccount } from './api';
import { Stack } from './download-data-section';

/** "Close account": type your e-mail to confirm; signed out everywhere at once, erased after the grace period. */
export function CloseAccountSection({ user }: { user: CurrentUser }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = useAppMutation({
    mutationFn: () => closeAccount(email),
    // Every session is gone: a full load to the landing.
    onSuccess: () => window.location.assign('/?closed=1'),
    onError: (err) => setError(failureText(err, 'Something went wrong. Please try again.')),
  });
  const matches = email.trim().toLowerCase() === (user.email ?? '').toLowerCase();
  return (
    <Stack
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        setError(undefined);
        close.mutate();
      }}
    >
      <Muted>
        Closing signs you out on every device and hides your profile at once. If you sign in again within the grace period you can reopen
        your account; after it your account is erased: your profile, portfolio, uploads and personal details are deleted, and what you wrote
        in conversations, forum threads and project rooms shows as “[removed]” from a “Former member”.
      </Muted>
      <Field id={id} label={`Type your e-mail address (${user.email ?? ''}) to confirm`} error={error}>
        <Input id={id} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} $invalid={!!error} />
      </Field>
      <Button type="submit" $variant="danger" disabled={!matches || close.isPending}>
        {close.isPending ? 'Closing…' : 'Close my account'}
      </Button>
    </Stack>
  );
}
