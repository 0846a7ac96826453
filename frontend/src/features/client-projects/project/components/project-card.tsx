import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CalendarDays, ChevronRight, Images, MapPin, Wallet } from 'lucide-react';
import type { ClientProject } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { cardSurface } from '@/components/ui/card';
import { PROJECT_STATUS_LABELS } from '@/config/trade-labels';
import { paths } from '@/config/paths';
import { formatCount, formatDate } from '@/lib/format';
import { workStartText } from './work-start';

/** One of my projects on My Projects: what it is and where it stands; the whole card opens its page. */
export function ProjectCard({ project: p }: { project: ClientProject }) {
  return (
    <Card id={`project-${p.id}`} aria-labelledby={`project-${p.id}-title`}>
      <Top>
        <h2 id={`project-${p.id}-title`}>
          <Link to={paths.myProject(p.id)}>{p.title}</Link>
        </h2>
        <Badge $variant={p.status === 'open' ? 'default' : 'secondary'}>{PROJECT_STATUS_LABELS[p.status]}</Badge>
      </Top>
      <Description>{p.description}</Description>
      <Meta>
        <span>
          <CalendarDays size={14} aria-hidden="true" />
          Posted {formatDate(p.createdAt)}
        </span>
        {p.startDate && (
          <span>
            <CalendarDays size={14} aria-hidden="true" />
            {workStartText(p.startDate)}
          </span>
        )}
        {p.location && (
          <span>
            <MapPin size={14} aria-hidden="true" />
            {p.location}
          </span>
        )}
        {p.budget && (
          <span>
            <Wallet size={14} aria-hidden="true" />
            {p.budget}
          </span>
        )}
        {p.photos.length > 0 && (
          <span>
            <Images size={14} aria-hidden="true" />
            {formatCount(p.photos.length, 'photo', 'photos')}
          </span>
        )}
      </Meta>
      <Bottom>
        <span>{p.requiredTrades.join(' · ')}</span>
        <More aria-hidden="true">
          View quotes and details <ChevronRight size={16} />
        </More>
      </Bottom>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(5)};
  ${cardSurface}
  min-width: 0;
  transition:
    box-shadow 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:focus-visible {
      outline: none;
    }
    /* The whole card is the link's target. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
  span {
    display: inline-flex;
    align-items: center;
    gap: 5px;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${({ theme }) => theme.colors.brand};
`;
