import { useState } from 'react';
import styled from 'styled-components';
import { AlertTriangle, Eye, FolderOpen, Plus, UserCog } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FormPage, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { errorMessage } from '@/components/feedback/error-message';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast-store';
import { useDeletePortfolioProject } from '../api/delete-portfolio-project';
import { useMyPortfolio, type PortfolioProject } from '../api/get-my-portfolio';
import { DeletePortfolioProjectDialog } from './delete-portfolio-project-dialog';
import { PortfolioItem } from './portfolio-item';

/** /portfolio: the tradesman's own showcases with Add, Edit and Delete. */
export function PortfolioManager({ onChanged }: { onChanged?: () => Promise<void> }) {
  const { data, isPending, isError } = useMyPortfolio();
  const [deleting, setDeleting] = useState<PortfolioProject | null>(null);
  const remove = useDeletePortfolioProject({
    onSuccess: async () => {
      toast({ title: 'Project deleted', description: `“${deleting?.title}” was removed from your portfolio.` });
      setDeleting(null);
      await onChanged?.();
    },
    onError: (e) => toast({ title: 'Error', description: `Failed to delete project: ${errorMessage(e)}`, variant: 'destructive' }),
  });
  const profile = data?.profile;

  return (
    <Container>
      <FormPage>
        <BackLink to={paths.home}>Back to dashboard</BackLink>
        <PageHeader
          eyebrow="Your portfolio"
          title="Manage your portfolio"
          lead="Showcase finished jobs with before-and-after photos. Clients see them on your profile."
          actions={
            profile && (
              <>
                <ButtonLink to={paths.tradesman(profile.id)} $variant="outline">
                  <Eye size={17} aria-hidden="true" />
                  View profile
                </ButtonLink>
                <ButtonLink to={paths.portfolioNew}>
                  <Plus size={17} aria-hidden="true" />
                  Add project
                </ButtonLink>
              </>
            )
          }
        />
        {isPending ? (
          <List aria-busy="true" aria-label="Loading your projects" as="div">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} $h="130px" $radius="16px" />
            ))}
          </List>
        ) : isError ? (
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="Failed to load your portfolio"
            text="Please refresh the page to try again."
          />
        ) : !profile ? (
          <EmptyState
            icon={UserCog}
            title="Complete your profile first"
            text="Create your business profile, then add projects to your portfolio."
            action={<ButtonLink to={paths.profileEdit}>Complete your profile</ButtonLink>}
          />
        ) : data.projects.length === 0 ? (
          <EmptyState
            icon={FolderOpen}
            title="No projects showcased yet"
            text="Add your first finished job: photos of the before and after make the strongest case."
            action={
              <ButtonLink to={paths.portfolioNew}>
                <Plus size={16} aria-hidden="true" />
                Add your first project
              </ButtonLink>
            }
          />
        ) : (
          <List aria-label="Your projects">
            {data.projects.map((p) => (
              <PortfolioItem key={p.id} project={p} onDelete={() => setDeleting(p)} />
            ))}
          </List>
        )}
      </FormPage>
      <DeletePortfolioProjectDialog
        title={deleting?.title ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Container>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;
