import styled from 'styled-components';
import { Save } from 'lucide-react';
import type { TradesmanProfile } from '@tradeguild/contracts';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-section';
import { paths } from '@/config/paths';
import { BusinessSection } from './business-section';
import { ContactSection } from './contact-section';
import { CredentialsSection } from './credentials-section';
import { ServicesSection } from './services-section';
import { useProfileForm } from './use-profile-form';

type Props = { profile: TradesmanProfile | null; onSaved?: () => Promise<void> };

export function ProfileForm({ profile, onSaved }: Props) {
  const { mode, form, onSubmit, isPending } = useProfileForm({ profile, onSaved });
  const label = mode === 'create' ? 'Create Profile' : 'Save Changes';
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Business profile">
      <BusinessSection form={form} />
      <ContactSection form={form} />
      <ServicesSection form={form} />
      <CredentialsSection form={form} />
      <FormActions>
        <ButtonLink to={profile ? paths.tradesman(profile.id) : paths.home} $variant="outline" $size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" $size="lg" disabled={isPending} aria-busy={isPending}>
          <Save size={18} aria-hidden="true" />
          {isPending ? 'Saving...' : label}
        </Button>
      </FormActions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;
