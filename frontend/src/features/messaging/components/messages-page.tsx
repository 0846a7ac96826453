import styled from 'styled-components';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { useUser } from '@/lib/auth';
import { goToLogin } from '@/lib/navigation';
import { MessagesScreen } from './messages-screen';

/** /messages: members only; anyone else is asked to log in (spec section 2). */
export function MessagesPage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSkeleton />;
  if (user) return <MessagesScreen meId={user.id} />;
  return (
    <Container>
      <LoggedOut>
        <h1>Please log in to view messages</h1>
        <p>Sign in to talk to tradespeople and clients, with every conversation in one place.</p>
        <Button $size="lg" onClick={goToLogin}><LogIn size={18} aria-hidden="true" />Login</Button>
      </LoggedOut>
    </Container>
  );
}

const LoggedOut = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 820px;
  margin: ${({ theme }) => theme.space(8)} auto ${({ theme }) => theme.space(16)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;
