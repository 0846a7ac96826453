import { LoginRequired } from '@/components/feedback/login-required';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { useUser } from '@/lib/auth';
import { MessagesScreen } from './messages-screen';

/** /messages: members only; anyone else is asked to log in (spec section 2). */
export function MessagesPage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSkeleton />;
  if (user) return <MessagesScreen meId={user.id} />;
  return (
    <LoginRequired
      title="Please log in to view messages"
      text="Sign in to talk to tradespeople and clients, with every conversation in one place."
    />
  );
}
