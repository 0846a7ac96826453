import { useState } from 'react';
import styled from 'styled-components';
import { Activity, Pause, Play } from 'lucide-react';
import { ACTIVITY_TYPES, type ActivityType } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { useLiveActivity } from '../../hooks/use-live-activity';
import { ActivityRow } from './activity-row';
import { Panel, PanelHeader, PanelTitle } from './panel';

const TYPE_LABELS: Record<ActivityType, string> = {
  user: 'Users',
  project: 'Projects',
  job: 'Jobs and quotes',
  message: 'Messages',
  tradesman: 'Tradesmen',
  review: 'Reviews',
  forum: 'Forum',
  blog: 'Blog',
  audit: 'Audit',
};

/** Recent Activity: newest first, growing live from the admins room, with a type filter and pause. */
export function ActivityFeed() {
  const [type, setType] = useState<ActivityType | null>(null);
  const feed = useLiveActivity(type);
  return (
    <Panel aria-labelledby="recent-activity-title">
      <PanelHeader>
        <PanelTitle id="recent-activity-title">
          <Activity size={18} aria-hidden="true" /> Recent Activity
          {!feed.paused && <Live aria-label="Live">Live</Live>}
        </PanelTitle>
        <Controls>
          <Select aria-label="Activity type" value={type ?? ''} onChange={(e) => setType((e.target.value || null) as ActivityType | null)}>
            <option value="">All activity</option>
            {ACTIVITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
          <Button $variant="outline" $size="sm" onClick={feed.paused ? feed.resume : feed.pause} aria-pressed={feed.paused}>
            {feed.paused ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
            {feed.paused ? `Resume${feed.pending ? ` (${feed.pending} new)` : ''}` : 'Pause'}
          </Button>
        </Controls>
      </PanelHeader>
      {feed.isLoading ? (
        <List aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton $w="80%" $h="16px" />
            </li>
          ))}
        </List>
      ) : feed.isError ? (
        <Message role="alert">
          Failed to load recent activity.{' '}
          <Button $variant="ghost" $size="sm" onClick={() => void feed.refetch()}>
            Try Again
          </Button>
        </Message>
      ) : feed.items.length === 0 ? (
        <Message>No recent activity data available</Message>
      ) : (
        <List aria-live="polite" aria-relevant="additions" data-testid="activity-list">
          {feed.items.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </List>
      )}
    </Panel>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  select {
    min-width: 150px;
  }
`;

const Live = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const List = styled.ul`
  /* Positioned, so visually hidden text inside is clipped by the scroll box instead of lengthening the page. */
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 520px;
  overflow-y: auto;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li {
    padding: ${({ theme }) => theme.space(3)} 0;
  }
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
