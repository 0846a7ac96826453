import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BadgeCheck, FolderOpen } from 'lucide-react';
import { ReportButton } from '@/components/report/report-button';
import { Badge } from '@/components/ui/badge';
import { Stars } from '@/components/ui/stars';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { Review } from '../api/get-tradesman-reviews';

/** `canReport`: a signed-in member who did not write it may report it (moderation). */
type Props = { review: Review; projectTitle?: string; canReport?: boolean };

export function ReviewItem({ review: r, projectTitle, canReport = false }: Props) {
  return (
    <Item>
      <Head>
        <Stars value={r.rating} />
        <strong>{r.clientName || 'Client'}</strong>
        {r.isVerified && (
          <Badge $variant="success">
            <BadgeCheck aria-hidden="true" />
            {r.projectId ? 'Verified job' : 'Verified'}
          </Badge>
        )}
        <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
        {canReport && <ReportButton subjectType="review" subjectId={r.id} look="icon" />}
      </Head>
      {r.comment ? <p>{r.comment}</p> : <Quiet>No comment left.</Quiet>}
      {r.portfolioProjectId && (
        <ProjectLink to={paths.project(r.portfolioProjectId)}>
          <FolderOpen size={14} aria-hidden="true" />
          {projectTitle ?? 'View the project'}
        </ProjectLink>
      )}
    </Item>
  );
}

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
  p {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  time {
    margin-left: auto;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Quiet = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const ProjectLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  justify-self: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;
