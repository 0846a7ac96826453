import styled from 'styled-components';
import { AlertTriangle, UserCog } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FormPage, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { useMyPortfolio } from '../api/get-my-portfolio';
import { PortfolioForm } from './portfolio-form';

type Props = { projectId: string | null; onSaved?: () => Promise<void> };

/** /portfolio/new and /portfolio/{id}/edit: the project comes from the owner's own list. */
export function PortfolioEditor({ projectId, onSaved }: Props) {
  const { data, isPending, isError } = useMyPortfolio();
  const project = projectId ? (data?.projects.find((p) => p.id === projectId) ?? null) : null;
  return (
    <Container>
      <FormPage>
        <BackLink to={paths.portfolio}>Back to portfolio</BackLink>
        <PageHeader
          eyebrow="Your portfolio"
          title={projectId ? 'Edit project' : 'Add a project'}
          lead="Before-and-after photos and the story behind the job win the most enquiries."
        />
        {isPending ? (
          <Loading aria-busy="true" aria-label="Loading">
            {[300, 260, 240].map((h) => (
              <Skeleton key={h} $h={`${h}px`} $radius="16px" />
            ))}
          </Loading>
        ) : isError ? (
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="Failed to load your portfolio"
            text="Please refresh the page to try again."
          />
        ) : !data.profile ? (
          <EmptyState
            icon={UserCog}
            title="Complete your profile first"
            text="A portfolio belongs to a business profile."
            action={<ButtonLink to={paths.profileEdit}>Complete your profile</ButtonLink>}
          />
        ) : projectId && !project ? (
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="Project not found"
            text="It may have been deleted, or it belongs to another tradesman."
            action={<ButtonLink to={paths.portfolio}>Back to portfolio</ButtonLink>}
          />
        ) : (
          <PortfolioForm key={project?.id ?? 'new'} project={project} onSaved={onSaved} />
        )}
      </FormPage>
    </Container>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;
