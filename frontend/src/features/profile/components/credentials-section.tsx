import { ShieldCheck } from 'lucide-react';
import { FormSection } from '@/components/ui/form-section';
import { TagListField } from '@/components/ui/tag-input';
import type { ProfileForm } from './use-profile-form';

export function CredentialsSection({ form }: { form: ProfileForm }) {
  return (
    <FormSection
      id="credentials-title"
      icon={ShieldCheck}
      title="Certifications & Equipment"
      description="Type one entry and press Enter (or the + button) to add it."
    >
      <TagListField
        control={form.control}
        name="certifications"
        label="Certifications"
        optional
        hint="e.g. NICEIC Approved Contractor, Gas Safe registered"
        noun="certification"
        max={20}
      />
      <TagListField
        control={form.control}
        name="equipment"
        label="Equipment"
        optional
        hint="e.g. Thermal imaging camera, Mobile scaffold tower"
        noun="equipment item"
        max={30}
      />
    </FormSection>
  );
}
