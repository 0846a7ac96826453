import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CalendarClock, MailOpen, MapPin, Users, Wallet } from 'lucide-react';
import { PROJECT_TYPE_LABELS, type Job } from '@tradeguild/contracts';
import { Badge, PillList } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatDate, formatNumber, pluralNoun } from '@/lib/format';
import { milesAway } from '@/lib/distance';
import { cardSurface } from '@/components/ui/card';

export const applicantText = (n: number) => (n === 0 ? 'No quotes yet' : `${formatNumber(n)} ${pluralNoun(n, 'has', 'have')} applied`);
export const distanceText = (miles: number | null) => (miles === null ? 'Distance unknown' : milesAway(miles));

/** One open project in Find Jobs. */
export function JobCard({ job }: { job: Job }) {
  return (
    <Card>
      <Top>
        <Title>
          <Link to={paths.job(job.id)}>{job.title}</Link>
        </Title>
        <Badges>
          {job.invited && (
            <Badge $variant="accent">
              <MailOpen aria-hidden="true" />
              Invited to quote
            </Badge>
          )}
          {job.projectType && <Badge $variant="secondary">{PROJECT_TYPE_LABELS[job.projectType]}</Badge>}
          {job.requiredTrades.length > 1 && <Badge $variant="outline">Multi-trade</Badge>}
        </Badges>
      </Top>
      <Description>{job.description}</Description>
      {/* Only the trades still to hire: a hired one is no longer a job (issue 23). */}
      <Trades aria-label="Trades needed">
        {job.requiredTrades
          .filter((t) => !job.hiredTrades.includes(t))
          .map((t) => (
            <li key={t}>{t}</li>
          ))}
      </Trades>
      <Meta>
        <span>
          <MapPin size={14} aria-hidden="true" />
          {job.location ?? 'Location not specified'} · {distanceText(job.distanceMiles)}
        </span>
        {job.budget && (
          <span>
            <Wallet size={14} aria-hidden="true" />
            {job.budget}
          </span>
        )}
        <span>
          <CalendarClock size={14} aria-hidden="true" />
          Posted {formatDate(job.createdAt)}
        </span>
        <span>
          <Users size={14} aria-hidden="true" />
          {applicantText(job.applicantCount)}
        </span>
      </Meta>
    </Card>
  );
}

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(5)};
  ${cardSurface}
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const Trades = styled(PillList)`
  li {
    padding: 2px 10px;
    font-weight: 600;
  }
  small {
    font-weight: 400;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  span {
    display: inline-flex;
    align-items: center;
    gap: 5px;
  }
`;
