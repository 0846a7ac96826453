import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BadgeCheck, FolderOpen, Mail, Reply } from 'lucide-react';
import { REVIEW_REPLY_EDIT_DAYS } from '@tradeguild/contracts';
import { ReportButton } from '@/components/report/report-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Stars } from '@/components/ui/stars';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { Review } from '../api/get-tradesman-reviews';
import { ReplyForm } from './reply-form';

/** `canReport`: a signed-in member who did not write it may report it (moderation). */
type Props = { review: Review; businessName: string; canReply?: boolean; projectTitle?: string; canReport?: boolean };

const DAY_MS = 86_400_000;
/** A reply can be written once and edited for 7 days after it was first posted. */
const mayEdit = (r: Review) => !r.repliedAt || Date.now() - Date.parse(r.repliedAt) <= REVIEW_REPLY_EDIT_DAYS * DAY_MS;

export function ReviewItem({ review: r, businessName, canReply = false, projectTitle, canReport = false }: Props) {
  const [replying, setReplying] = useState(false);
  return (
    <Item>
      <Head>
        <Stars value={r.rating} />
        <strong>{r.clientName || 'Client'}</strong>
        {r.isVerified ? (
          <Badge $variant="success">
            <BadgeCheck aria-hidden="true" />
            {r.projectId ? 'Verified job' : 'Verified'}
          </Badge>
        ) : (
          <Badge $variant="secondary">
            <Mail aria-hidden="true" />
            Invited by the tradesman
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
      {r.reply && !replying && (
        <Response aria-label={`Response from ${businessName}`}>
          <strong>Response from {businessName}</strong>
          <p>{r.reply}</p>
        </Response>
      )}
      {canReply &&
        mayEdit(r) &&
        (replying ? (
          <ReplyForm reviewId={r.id} initial={r.reply} onDone={() => setReplying(false)} />
        ) : (
          <div>
            <Button type="button" $size="sm" $variant="outline" onClick={() => setReplying(true)}>
              <Reply size={14} aria-hidden="true" />
              {r.reply ? 'Edit reply' : 'Reply'}
            </Button>
          </div>
        ))}
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

const Response = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 3px solid ${({ theme }) => theme.colors.brandSoft};
  background: ${({ theme }) => theme.colors.brandTint};
  border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
