import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BadgeCheck, MessageSquare } from 'lucide-react';
import { NO_LONGER_HIRING_MESSAGE, NOT_SELECTED_MESSAGE, SHORTLIST_LIMIT } from '@tradeguild/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Rating } from '@/components/ui/rating';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { formatCost, formatCount } from '@/lib/format';
import { milesAway } from '@/lib/distance';
import type { ProjectApplication } from '../../quotes/api/get-project-applications';
import type { QuoteDecision } from '../../quotes/api/hire-or-reject-quote';
import { HireQuoteDialog } from '../../quotes/components/hire-quote-dialog';
import { RejectQuoteDialog } from '../../quotes/components/reject-quote-dialog';
import { ReviewJobDialog } from '../../quotes/components/review-job-dialog';
import { responseTimeText } from './response-time';

const STATUS: Record<ProjectApplication['status'], [string, BadgeVariant]> = {
  pending: ['Pending', 'accent'],
  accepted: ['Hired', 'success'],
  rejected: ['Declined', 'secondary'],
  withdrawn: ['Withdrawn', 'outline'],
};

type Props = {
  application: ProjectApplication;
  projectId: string;
  /** 'Lowest price', 'Quickest reply': what stands out against the other quotes for this trade. */
  highlights: string[];
  canHire: boolean;
  /** Hiring this quote fills the last required trade (the client then says when the work starts). */
  completesTeam: boolean;
  canReview: boolean;
  busy: boolean;
  onDecide: (d: QuoteDecision) => void;
};

/** One quote as a column of the comparison: the same facts in the same rows, then message, shortlist, hire or decline. */
export function CompareQuote({ application: a, projectId, highlights, canHire, completesTeam, canReview, busy, onDecide }: Props) {
  const [asking, setAsking] = useState<'accept' | 'reject' | 'review' | null>(null);
  const [reviewed, setReviewed] = useState(false);
  const t = a.tradesman;
  const [label, variant] = STATUS[a.status];
  const decide = (d: QuoteDecision) => {
    onDecide(d);
    setAsking(null);
  };
  const inactive = a.status === 'rejected' || a.status === 'withdrawn';
  return (
    <Column aria-label={`Quote from ${t.businessName}`} $inactive={inactive} $hired={a.status === 'accepted'}>
      <Head>
        <Name to={paths.tradesman(t.id)}>{t.businessName}</Name>
        <Badges>
          <Badge $variant={variant}>{label}</Badge>
          {a.shortlisted && <Badge>Shortlisted</Badge>}
          {t.verified && (
            <Badge $variant="success">
              <BadgeCheck aria-hidden="true" />
              Verified
            </Badge>
          )}
        </Badges>
      </Head>
      <Price>
        {formatCost(a.proposedCost)}
        {highlights.map((h) => (
          <Highlight key={h}>{h}</Highlight>
        ))}
      </Price>
      <Facts>
        <div>
          <dt>Duration</dt>
          <dd>{a.estimatedDuration}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>
            <Rating value={t.rating} reviews={t.totalReviews} />
          </dd>
        </div>
        <div>
          <dt>Verified jobs</dt>
          <dd>{t.verifiedJobs === 0 ? 'None yet' : formatCount(t.verifiedJobs, 'job', 'jobs')}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{t.distanceMiles === null ? (t.location ?? 'Not known') : milesAway(t.distanceMiles)}</dd>
        </div>
        <div>
          <dt>Response time</dt>
          <dd>{responseTimeText(a.responseSeconds)}</dd>
        </div>
      </Facts>
      <Message>{a.message}</Message>
      {a.responseMessage && (
        <Message>
          {a.responseMessage === NOT_SELECTED_MESSAGE || a.responseMessage === NO_LONGER_HIRING_MESSAGE ? (
            <strong>{a.responseMessage}</strong>
          ) : (
            <>
              <strong>Your note:</strong> {a.responseMessage}
            </>
          )}
        </Message>
      )}
      <Actions>
        <ButtonLink
          to={paths.messageTo(t.userId, { projectId, tradesmanId: t.id })}
          $size="sm"
          $variant="outline"
          aria-label={`Message ${t.businessName}`}
        >
          <MessageSquare size={15} aria-hidden="true" />
          Message
        </ButtonLink>
        {a.status === 'pending' && !a.shortlisted && (
          <Tooltip content={`At most ${SHORTLIST_LIMIT} at once`}>
            <Button $size="sm" $variant="outline" disabled={busy} onClick={() => onDecide({ kind: 'shortlist', applicationId: a.id })}>
              Shortlist
            </Button>
          </Tooltip>
        )}
        {a.status === 'pending' && canHire && (
          <Button $size="sm" disabled={busy} onClick={() => setAsking('accept')}>
            Accept
          </Button>
        )}
        {a.status === 'pending' && (
          <Button $size="sm" $variant="ghost" disabled={busy} onClick={() => setAsking('reject')}>
            Decline
          </Button>
        )}
        {canReview &&
          a.status === 'accepted' &&
          (reviewed ? (
            <Badge $variant="success">Reviewed</Badge>
          ) : (
            <Button $size="sm" $variant="outline" onClick={() => setAsking('review')}>
              Leave a review
            </Button>
          ))}
      </Actions>
      <ReviewJobDialog
        open={asking === 'review'}
        onClose={() => setAsking(null)}
        onReviewed={() => setReviewed(true)}
        projectId={a.projectId}
        tradesmanId={t.id}
        businessName={t.businessName}
      />
      <HireQuoteDialog
        open={asking === 'accept'}
        onClose={() => setAsking(null)}
        businessName={t.businessName}
        applicationId={a.id}
        trades={a.trades}
        cost={formatCost(a.proposedCost)}
        completesTeam={completesTeam}
        onHire={(start) => decide({ kind: 'accept', applicationId: a.id, start })}
      />
      <RejectQuoteDialog
        open={asking === 'reject'}
        onClose={() => setAsking(null)}
        businessName={t.businessName}
        applicationId={a.id}
        onReject={(message) => decide({ kind: 'reject', applicationId: a.id, message })}
      />
    </Column>
  );
}

const Column = styled.li<{ $inactive: boolean; $hired: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $hired }) => ($hired ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  opacity: ${({ $inactive }) => ($inactive ? 0.72 : 1)};
  scroll-snap-align: start;
`;

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Name = styled(Link)`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Highlight = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandTint};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const Facts = styled.dl`
  display: grid;
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 40px;
    padding: ${({ theme }) => theme.space(1.5)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    text-align: right;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 5;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;
