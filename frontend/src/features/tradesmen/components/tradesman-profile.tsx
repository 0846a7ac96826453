import { AlertTriangle, RefreshCw, Search } from 'lucide-react';
import styled from 'styled-components';
import { BackLink } from '@/components/ui/back-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { isNotFoundError } from '@/lib/api-error';
import { ReportButton } from '@/components/report/report-button';
import { useUser } from '@/lib/auth';
import { useTradesman } from '../api/get-tradesman';
import { useTradesmanProjects } from '../api/get-tradesman-projects';
import { AboutCard } from './about-card';
import { ContactCard } from './contact-card';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { Columns, Page, Stack } from '@/components/ui/detail-layout';
import { ProfileTabs } from './profile-tabs';
import { StatsCard } from './stats-card';

type Props = { id: string; onReviewed?: () => Promise<void> };

/** /tradesmen/{id}: the business, its contact details and statistics, then its tabs. */
export function TradesmanProfilePage({ id, onReviewed }: Props) {
  const { user } = useUser();
  const profile = useTradesman(id);
  const projects = useTradesmanProjects(id);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    const missing = isNotFoundError(profile.error);
    return (
      <Container>
        <Page>
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="Failed to load tradesman profile"
            text={missing ? 'This profile does not exist or has been removed.' : 'Something went wrong on our side. Please try again.'}
            action={
              missing ? (
                <ButtonLink to={paths.search}>
                  <Search size={16} aria-hidden="true" />
                  Back to Search
                </ButtonLink>
              ) : (
                <Button $variant="outline" onClick={() => profile.refetch()}>
                  <RefreshCw size={16} aria-hidden="true" />
                  Try Again
                </Button>
              )
            }
          />
        </Page>
      </Container>
    );
  }

  const p = profile.data;
  const isOwn = user?.id === p.userId;
  return (
    <Container>
      <Page>
        <BackLink to={paths.search}>Back to Search</BackLink>
        <ProfileHeader profile={p} isOwn={isOwn} />
        <Columns>
          <Stack>
            <AboutCard profile={p} />
            <ProfileTabs profile={p} isOwn={isOwn} onReviewed={onReviewed} />
          </Stack>
          <Stack as="aside" aria-label="Contact and statistics">
            <ContactCard profile={p} />
            <StatsCard projects={projects.data?.length} reviews={p.totalReviews} />
            {user && !isOwn && (
              <ReportRow>
                <ReportButton subjectType="profile" subjectId={p.id} />
              </ReportRow>
            )}
          </Stack>
        </Columns>
      </Page>
    </Container>
  );
}

/** Report this profile (moderation): quiet, under the contact and statistics cards. */
const ReportRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;
