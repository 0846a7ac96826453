import styled from 'styled-components';
import { Link } from 'react-router-dom';
import {
  BookOpen,
  Briefcase,
  Eye,
  FolderOpen,
  History,
  MessageSquare,
  MessagesSquare,
  Star,
  UserPlus,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { formatActivityTime } from '@/lib/format';
import type { ActivityItem, ActivityType } from '../../api/get-activity';
import { historyPath } from '../../lib/format';

const ICONS: Record<ActivityType, LucideIcon> = {
  user: UserPlus,
  project: FolderOpen,
  job: Briefcase,
  message: MessageSquare,
  tradesman: Wrench,
  review: Star,
  forum: MessagesSquare,
  blog: BookOpen,
  audit: Eye,
};

/** One item: what happened (a sentence with names), who, when, and links to the thing and its history. */
export function ActivityRow({ item }: { item: ActivityItem }) {
  const Icon = ICONS[item.type];
  return (
    <Row data-testid="activity-item" data-type={item.type}>
      <IconBox aria-hidden="true">
        <Icon size={16} />
      </IconBox>
      <Body>
        <Text>{item.entityPath ? <Link to={item.entityPath}>{item.description}</Link> : item.description}</Text>
        <Meta>
          <span className="visually-hidden">Type: </span>
          <TypeLabel>{item.type}</TypeLabel>
          {item.actorName && <span>by {item.actorName}</span>}
          <time dateTime={item.timestamp}>{formatActivityTime(item.timestamp)}</time>
          <HistoryLink to={historyPath(item.streamId)} aria-label={`History of ${item.streamId}`}>
            <History size={12} aria-hidden="true" /> History
          </HistoryLink>
        </Meta>
      </Body>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
`;

const IconBox = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const Body = styled.div`
  min-width: 0;
  flex: 1;
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const TypeLabel = styled.span`
  text-transform: capitalize;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HistoryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  color: ${({ theme }) => theme.colors.brand};
`;
