import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FolderOpen } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useProjectCard } from '../api/get-message-context';

/** The project a message is about, as a small link. */
export function ProjectTag({ projectId, $onDark = false }: { projectId: string; $onDark?: boolean }) {
  const { data } = useProjectCard(projectId);
  const { user } = useUser();
  const to = data ? data.href(user?.id) : paths.project(projectId);
  return (
    <Tag to={to} $onDark={$onDark}>
      <FolderOpen size={13} aria-hidden="true" />
      <span>{data?.title ? `Re: ${data.title}` : 'Re: a project'}</span>
    </Tag>
  );
}

const Tag = styled(Link)<{ $onDark: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  max-width: 100%;
  margin-bottom: 4px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accentSoft : theme.colors.brand)};
  text-decoration: none;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex-shrink: 0;
  }
  &:hover span {
    text-decoration: underline;
  }
`;
