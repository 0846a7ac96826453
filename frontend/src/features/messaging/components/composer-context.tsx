import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FolderOpen, X } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useProjectCard } from '../api/get-message-context';

/** Which project the next messages will be about, with a way to detach it. */
export function ComposerContext({ projectId, onClear }: { projectId: string; onClear: () => void }) {
  const { data } = useProjectCard(projectId);
  const { user } = useUser();
  const to = data ? data.href(user?.id) : paths.project(projectId);
  const title = data?.title ?? 'this project';
  return (
    <Chip>
      <FolderOpen size={14} aria-hidden="true" />
      <span>
        About <Link to={to}>{title}</Link>
      </span>
      <Clear type="button" onClick={onClear} aria-label={`Stop attaching ${title} to your messages`}>
        <X size={14} aria-hidden="true" />
      </Clear>
    </Chip>
  );
}

const Chip = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: 3px 4px 3px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentStrong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    color: inherit;
  }
`;

const Clear = styled.button`
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  &:hover {
    background: rgba(184, 116, 26, 0.15);
  }
`;
