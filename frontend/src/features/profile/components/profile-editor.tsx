import styled from 'styled-components';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FormPage, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { useMyProfile } from '../api/get-my-profile';
import { ProfileForm } from './profile-form';

/** /profile/edit: creates the profile when there is none (404), edits it otherwise. */
export function ProfileEditor({ onSaved }: { onSaved?: () => Promise<void> }) {
  const { data: profile, isPending, isError, refetch } = useMyProfile({ enabled: true });
  return (
    <Container>
      <FormPage>
        <BackLink to={paths.home}>Back to dashboard</BackLink>
        <PageHeader
          eyebrow="Your business profile"
          title={isPending ? 'Your business profile' : profile ? 'Edit your profile' : 'Complete your profile'}
          lead="Clients see this when they search for tradesmen and when they open your profile."
        />
        {isPending ? (
          <Loading aria-busy="true" aria-label="Loading your profile">
            {[320, 220, 300].map((h) => (
              <Skeleton key={h} $h={`${h}px`} $radius="16px" />
            ))}
          </Loading>
        ) : isError ? (
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="Failed to load your profile"
            text="Please try again in a moment."
            action={
              <Button $variant="outline" onClick={() => refetch()}>
                <RefreshCw size={16} aria-hidden="true" />
                Try Again
              </Button>
            }
          />
        ) : (
          <ProfileForm profile={profile} onSaved={onSaved} />
        )}
      </FormPage>
    </Container>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;
