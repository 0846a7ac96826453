import styled from 'styled-components';
import { FolderOpen, MessageSquare, Users, Wrench, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { media } from '@/styles/theme';
import type { AdminStats } from '../../api/get-admin-stats';

type Card = { label: string; value: number; note: string; icon: LucideIcon };

const cards = (s: AdminStats): Card[] => [
  { label: 'Total Tradesmen', value: s.totalTradesmen, note: `+${s.newTradesmenThisMonth} new this month`, icon: Wrench },
  { label: 'Active Projects', value: s.activeProjects, note: `+${s.newProjectsThisMonth} new this month`, icon: FolderOpen },
  { label: 'Total Messages', value: s.totalMessages, note: `+${s.newMessagesThisWeek} new this week`, icon: MessageSquare },
  { label: 'Total Users', value: s.totalUsers, note: `+${s.newUsersThisMonth} new this month`, icon: Users },
];

/** The overview's four stat cards; a figure the server did not give falls back to 0. */
export function StatCards({ stats, isLoading }: { stats: AdminStats | undefined; isLoading: boolean }) {
  if (isLoading || !stats) {
    return (
      <Grid aria-busy="true" aria-label="Loading statistics">
        {[0, 1, 2, 3].map((i) => (
          <Box key={i}>
            <Skeleton $w="60%" $h="14px" />
            <Skeleton $w="40%" $h="30px" />
            <Skeleton $w="70%" $h="12px" />
          </Box>
        ))}
      </Grid>
    );
  }
  return (
    <Grid>
      {cards(stats).map(({ label, value, note, icon: Icon }) => (
        <Box key={label} data-testid="stat-card">
          <Head>
            <span>{label}</span>
            <Icon size={18} aria-hidden="true" />
          </Head>
          <Value>{formatNumber(value ?? 0)}</Value>
          <Note>{note}</Note>
        </Box>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(4)};
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.xs};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.success};
`;
