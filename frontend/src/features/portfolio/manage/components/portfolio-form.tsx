import styled from 'styled-components';
import { Save } from 'lucide-react';
import type { PortfolioProject } from '@tradeguild/contracts';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-section';
import { paths } from '@/config/paths';
import { BasicsSection } from './basics-section';
import { ExtrasSection } from './extras-section';
import { PhotosSection } from './photos-section';
import { StorySection } from './story-section';
import { usePortfolioForm } from './use-portfolio-form';

type Props = { project: PortfolioProject | null; onSaved?: () => Promise<void> };

export function PortfolioForm({ project, onSaved }: Props) {
  const { form, onSubmit, isPending } = usePortfolioForm({ project, onSaved });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={project ? 'Edit project' : 'Add a project'}>
      <BasicsSection form={form} />
      <PhotosSection form={form} />
      <StorySection form={form} />
      <ExtrasSection form={form} />
      <FormActions>
        <ButtonLink to={paths.portfolio} $variant="outline" $size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" $size="lg" disabled={isPending} aria-busy={isPending}>
          <Save size={18} aria-hidden="true" />
          {isPending ? 'Saving...' : project ? 'Save Changes' : 'Add Project'}
        </Button>
      </FormActions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;
