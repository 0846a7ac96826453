import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertTriangle, CalendarClock, MapPin, Users, Wallet } from 'lucide-react';
import { PROJECT_TYPE_LABELS } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { PROJECT_STATUS_LABELS } from '@/config/trade-labels';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useJob } from '../api/get-job';
import { ApplyForm } from './apply-form';
import { applicantText, distanceText, Meta, Trades } from './job-card';
import { QuoteStatus } from './quote-status';

/**
 * /jobs/{id}: the project's details and 'Apply with a quote' (or the tradesman's own quote).
 * `room` renders the project room once this tradesman is hired (the route composes it).
 */
export function JobPage({ id, room }: { id: string; room?: (projectId: string) => ReactNode }) {
  const { data: job, isLoading, isError, error, refetch } = useJob(id);
  if (isLoading) return <PageSkeleton />;
  if (isError || !job) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Container>
        <Page>
          <BackLink to={paths.jobs}>Back to Find Jobs</BackLink>
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title={missing ? 'Job not found' : 'Failed to load job'}
            text={missing ? 'It may have been filled or cancelled.' : 'Please check your connection and try again.'}
            action={
              missing ? undefined : (
                <Button $variant="outline" onClick={() => refetch()}>
                  Try Again
                </Button>
              )
            }
          />
        </Page>
      </Container>
    );
  }
  const open = job.status === 'open';
  const live =
    job.myApplication &&
    (job.myApplication.status === 'pending' || job.myApplication.status === 'accepted' || job.myApplication.status === 'rejected');
  const stillToHire = job.requiredTrades.filter((t) => !job.hiredTrades.includes(t));
  // A quote covers only the trades of my profile that are still to hire (the server refuses others).
  const quotable = stillToHire.filter((t) => job.myTrades.includes(t));
  return (
    <Container>
      <Page>
        <BackLink to={paths.jobs}>Back to Find Jobs</BackLink>
        <Header>
          <h1>{job.title}</h1>
          <Badges>
            <Badge $variant={open ? 'default' : 'secondary'}>{PROJECT_STATUS_LABELS[job.status]}</Badge>
            {job.invited && <Badge $variant="accent">Invited to quote</Badge>}
            {job.projectType && <Badge $variant="secondary">{PROJECT_TYPE_LABELS[job.projectType]}</Badge>}
          </Badges>
          <Meta>
            <span>
              <MapPin size={14} aria-hidden="true" />
              {job.location ?? 'Location not specified'} · {distanceText(job.distanceMiles)}
            </span>
            <span>
              <Wallet size={14} aria-hidden="true" />
              Budget: {job.budget ?? 'Not specified'}
            </span>
            <span>
              <CalendarClock size={14} aria-hidden="true" />
              Timeline: {job.timeline ?? 'Not specified'}
            </span>
            <span>
              <Users size={14} aria-hidden="true" />
              {applicantText(job.applicantCount)}
            </span>
          </Meta>
        </Header>
        <Card>
          <CardHeader>
            <CardTitle>About the project</CardTitle>
          </CardHeader>
          <CardBody>
            <Description>{job.description}</Description>
            <h3>Trades needed</h3>
            <Trades>
              {job.requiredTrades.map((t) => (
                <li key={t}>
                  {t}
                  {job.hiredTrades.includes(t) && <small> (hired)</small>}
                </li>
              ))}
            </Trades>
            <Posted>Posted {formatDate(job.createdAt)}</Posted>
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{live ? 'Your quote' : 'Apply with a quote'}</CardTitle>
          </CardHeader>
          <CardBody>
            {job.myApplication && <QuoteStatus application={job.myApplication} />}
            {!live && open && quotable.length > 0 && <ApplyForm projectId={job.id} trades={quotable} />}
            {!live && open && stillToHire.length > 0 && quotable.length === 0 && (
              <p>
                This project still needs {stillToHire.join(', ')}, which your profile does not offer.{' '}
                <Link to={paths.profileEdit}>Add a trade to your profile</Link> to quote for it.
              </p>
            )}
            {!live && (!open || stillToHire.length === 0) && <p>This project is no longer taking quotes.</p>}
          </CardBody>
        </Card>
        {job.myApplication?.status === 'accepted' && room?.(job.id)}
      </Page>
    </Container>
  );
}

const Page = styled.div`
  max-width: 860px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  h1 {
    font-size: clamp(1.6rem, 4vw, 2.2rem);
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Description = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin-bottom: ${({ theme }) => theme.space(4)};
  & + h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Posted = styled.p`
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;
