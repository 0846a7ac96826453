import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BadgeCheck } from 'lucide-react';
import { NO_LONGER_HIRING_MESSAGE, NOT_SELECTED_MESSAGE, SHORTLIST_LIMIT } from '@tradeguild/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Rating } from '@/components/ui/rating';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { formatCost, formatDate } from '@/lib/format';
import { milesAway } from '@/lib/distance';
import type { ProjectApplication } from '../api/get-project-applications';
import type { QuoteDecision } from '../api/hire-or-reject-quote';
import { HireQuoteDialog } from './hire-quote-dialog';
import { RejectQuoteDialog } from './reject-quote-dialog';
import { ReviewJobDialog } from './review-job-dialog';

const STATUS: Record<ProjectApplication['status'], [string, BadgeVariant]> = {
  pending: ['Pending', 'accent'],
  accepted: ['Hired', 'success'],
  rejected: ['Rejected', 'secondary'],
  withdrawn: ['Withdrawn', 'outline'],
};

type Props = {
  application: ProjectApplication;
  canHire: boolean;
  /** Hiring this quote fills the last required trade (the client then says when the work starts). */
  completesTeam: boolean;
  canReview: boolean;
  busy: boolean;
  onDecide: (d: QuoteDecision) => void;
};

/** One quote with the tradesman's card; shortlist, hire and reject (hire and reject ask first). */
export function QuoteCard({ application: a, canHire, completesTeam, canReview, busy, onDecide }: Props) {
  const [asking, setAsking] = useState<'accept' | 'reject' | 'review' | null>(null);
  const [reviewed, setReviewed] = useState(false);
  const t = a.tradesman;
  const [label, variant] = STATUS[a.status];
  const decide = (d: QuoteDecision) => {
    onDecide(d);
    setAsking(null);
  };
  return (
    <Item aria-label={`Quote from ${t.businessName}`}>
      <Top>
        <div>
          <Name to={paths.tradesman(t.id)}>{t.businessName}</Name>
          <Facts>
            <Rating value={t.rating} reviews={t.totalReviews} />
            {t.verified && (
              <Badge $variant="success">
                <BadgeCheck aria-hidden="true" />
                Verified
              </Badge>
            )}
            <span>{t.distanceMiles === null ? (t.location ?? 'Location not specified') : milesAway(t.distanceMiles)}</span>
          </Facts>
        </div>
        <Status>
          {a.shortlisted && <Badge>Shortlisted</Badge>}
          <Badge $variant={variant}>{label}</Badge>
        </Status>
      </Top>
      <Cost>
        {formatCost(a.proposedCost)}{' '}
        <small>
          · {a.estimatedDuration} · {a.trades.join(', ')} · {formatDate(a.createdAt)}
        </small>
      </Cost>
      <Quote>{a.message}</Quote>
      {a.responseMessage && (
        <Quote>
          {a.responseMessage === NOT_SELECTED_MESSAGE || a.responseMessage === NO_LONGER_HIRING_MESSAGE ? (
            <strong>{a.responseMessage}</strong>
          ) : (
            <>
              <strong>Your note:</strong> {a.responseMessage}
            </>
          )}
        </Quote>
      )}
      {a.status === 'pending' && (
        <Actions>
          {!a.shortlisted && (
            <Tooltip content={`At most ${SHORTLIST_LIMIT} at once`}>
              <Button $size="sm" $variant="outline" disabled={busy} onClick={() => onDecide({ kind: 'shortlist', applicationId: a.id })}>
                Shortlist
              </Button>
            </Tooltip>
          )}
          {canHire && (
            <Button $size="sm" disabled={busy} onClick={() => setAsking('accept')}>
              Accept
            </Button>
          )}
          <Button $size="sm" $variant="ghost" disabled={busy} onClick={() => setAsking('reject')}>
            Reject
          </Button>
        </Actions>
      )}
      {canReview && a.status === 'accepted' && (
        <Actions>
          {reviewed ? (
            <Badge $variant="success">Reviewed</Badge>
          ) : (
            <Button $size="sm" $variant="outline" onClick={() => setAsking('review')}>
              Leave a review
            </Button>
          )}
        </Actions>
      )}
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
    </Item>
  );
}

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled(Link)`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

const Status = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: flex-start;
`;

const Cost = styled.p`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  small {
    font-weight: 400;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Quote = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
