import styled from 'styled-components';
import { Send } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ProjectDetailsSection } from './project-details-section';
import { LocationBudgetSection } from './location-budget-section';
import { PhotosSection } from './photos-section';
import { RequiredTradesSection } from './required-trades-section';
import { useProjectForm } from './use-project-form';

export function CreateProjectForm() {
  const { form, onSubmit, isPending } = useProjectForm();
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Post a new project">
      <ProjectDetailsSection form={form} />
      <LocationBudgetSection form={form} />
      <RequiredTradesSection form={form} />
      <PhotosSection form={form} />
      <Actions>
        <ButtonLink to="/" $variant="outline" $size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" $size="lg" disabled={isPending} aria-busy={isPending}>
          <Send size={18} aria-hidden="true" />
          {isPending ? 'Posting Project...' : 'Post Project'}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > * {
    flex: 1 1 160px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    > * {
      flex: 0 0 auto;
    }
  }
`;
