import styled from 'styled-components';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { apiUrl } from '@/lib/api-url';
import { firstPageRoutes } from '@/lib/first-page-routes';
import { goTo } from '@/lib/navigation';

/** Signs in and comes back to this very page, its query included (an e-mail's link to one conversation). */
const signInAndReturn = () =>
  goTo(apiUrl(firstPageRoutes.login, { query: { returnTo: window.location.pathname + window.location.search } }));

/** A members-only page seen logged out: the spec's "Please log in to ..." title and a Login button that comes back here. */
export function LoginRequired({ title, text }: { title: string; text: string }) {
  return (
    <Container>
      <Box>
        <h1>{title}</h1>
        <p>{text}</p>
        <Button $size="lg" onClick={signInAndReturn}>
          <LogIn size={18} aria-hidden="true" />
          Login
        </Button>
      </Box>
    </Container>
  );
}

const Box = styled.section`
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
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
