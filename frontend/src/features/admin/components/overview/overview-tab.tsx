import styled from 'styled-components';
import { useAdminStats } from '../../api/get-admin-stats';
import { ActivityFeed } from './activity-feed';
import { Charts } from './charts';
import { OperationsPanel } from './operations-panel';
import { StatCards } from './stat-cards';

export function OverviewTab() {
  const stats = useAdminStats();
  return (
    <Stack>
      {stats.isError ? <p role="alert">Failed to load the statistics.</p> : <StatCards stats={stats.data} isLoading={stats.isLoading} />}
      <Charts />
      <ActivityFeed />
      <OperationsPanel />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;
