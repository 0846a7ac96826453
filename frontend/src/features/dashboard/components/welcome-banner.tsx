import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { displayName, type CurrentUser } from '@/lib/auth';
import { formatLongDate } from '@/lib/format';

export function roleText(user: CurrentUser): string {
  return user.userType === 'tradesman'
    ? 'Manage your profile, showcase your work, and connect with clients.'
    : 'Find skilled tradesmen for your projects and manage your requests.';
}

export function WelcomeBanner({ user }: { user: CurrentUser }) {
  return (
    <Banner>
      <Container>
        <Today>{formatLongDate(new Date())}</Today>
        <h1>Welcome back, {displayName(user)}!</h1>
        <p>{roleText(user)}</p>
      </Container>
    </Banner>
  );
}

const Banner = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(20)};
  color: ${({ theme }) => theme.colors.white};
  background:
    radial-gradient(circle at 85% 20%, rgba(58, 150, 172, 0.28), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.brandStrong}, ${({ theme }) => theme.colors.brand} 60%, #1d6577);
  h1 {
    color: inherit;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    overflow-wrap: anywhere;
  }
  p:last-child {
    margin-top: ${({ theme }) => theme.space(2)};
    opacity: 0.85;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Today = styled.p`
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.accent};
`;
