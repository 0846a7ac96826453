import styled from 'styled-components';
import { CalendarDays, MapPin, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PROJECT_STATUS_LABELS } from '@/config/trade-labels';
import { formatDate } from '@/lib/format';
import type { ClientProject } from '../api/get-client-projects';

export function ProjectRow({ project }: { project: ClientProject }) {
  return (
    <li>
      <Top>
        <Title>{project.title}</Title>
        <Badge $variant={project.status === 'open' ? 'default' : 'secondary'}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
      </Top>
      <Description>{project.description}</Description>
      <Meta>
        <span>
          <CalendarDays size={14} aria-hidden="true" />
          Posted {formatDate(project.createdAt)}
        </span>
        {project.location && (
          <span>
            <MapPin size={14} aria-hidden="true" />
            {project.location}
          </span>
        )}
        {project.budget && (
          <span>
            <Wallet size={14} aria-hidden="true" />
            {project.budget}
          </span>
        )}
      </Meta>
    </li>
  );
}

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  span {
    display: inline-flex;
    align-items: center;
    gap: 5px;
  }
`;
