import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { useUser } from '@/lib/auth';
import { YourProjectsCard } from '@/features/client-projects/quotes/components/your-projects-card';
import { PlatformStatsCard } from '@/features/dashboard/components/platform-stats-card';
import { QuickActionTiles } from '@/features/dashboard/components/quick-action-tiles';
import { QuickTipsCard } from '@/features/dashboard/components/quick-tips-card';
import { RecentActivityCard } from '@/features/dashboard/components/recent-activity-card';
import { WelcomeBanner } from '@/features/dashboard/components/welcome-banner';
import { FeaturedPortfolioProjectsCard } from '@/features/portfolio/featured/components/featured-portfolio-projects-card';
import { FeaturedTradesmenCard } from '@/features/tradesmen/components/featured-tradesmen-card';
import { PerformanceCard } from '@/features/profile/components/performance-card';
import { MyInvitationsCard } from '@/features/review-invitations/components/my-invitations-card';
import { SentInvitationsCard } from '@/features/review-invitations/components/sent-invitations-card';

/** Home for signed-in members: shortcuts, the role's own card, featured content and tips. */
export function DashboardRoute() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <>
      <WelcomeBanner user={user} />
      <Container>
        <Lifted>
          <QuickActionTiles loggedIn tradesman={user.userType === 'tradesman'} />
        </Lifted>
        <Columns>
          <Stack>
            {user.userType === 'tradesman' && <PerformanceCard />}
            {user.userType === 'tradesman' && <SentInvitationsCard />}
            {user.userType === 'client' && <YourProjectsCard />}
            {user.userType === 'client' && <MyInvitationsCard />}
            <FeaturedTradesmenCard />
            <FeaturedPortfolioProjectsCard />
          </Stack>
          <Stack as="aside" aria-label="Platform overview">
            <PlatformStatsCard />
            <RecentActivityCard />
            <QuickTipsCard userType={user.userType} />
          </Stack>
        </Columns>
      </Container>
    </>
  );
}

const Lifted = styled.div`
  margin-top: -${({ theme }) => theme.space(12)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
    align-items: start;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;
