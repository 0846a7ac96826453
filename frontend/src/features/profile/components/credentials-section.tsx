import { ShieldCheck } from 'lucide-react';
import { Field } from '@/components/ui/form';
import { FormSection } from '@/components/ui/form-section';
import { TagInput } from '@/components/ui/tag-input';
import type { ProfileSectionProps } from './use-profile-form';

export function CredentialsSection({ values, errors, update }: ProfileSectionProps) {
  return (
    <FormSection
      id="credentials-title"
      icon={ShieldCheck}
      title="Certifications & Equipment"
      description="Type one entry and press Enter (or the + button) to add it."
    >
      <Field
        id="certifications"
        label="Certifications"
        optional
        error={errors.certifications}
        hint="e.g. NICEIC Approved Contractor, Gas Safe registered"
      >
        <TagInput
          id="certifications"
          noun="certification"
          value={values.certifications}
          onChange={(v) => update('certifications', v)}
          max={20}
          invalid={Boolean(errors.certifications)}
          describedBy={errors.certifications ? 'certifications-error' : 'certifications-hint'}
        />
      </Field>
      <Field id="equipment" label="Equipment" optional error={errors.equipment} hint="e.g. Thermal imaging camera, Mobile scaffold tower">
        <TagInput
          id="equipment"
          noun="equipment item"
          value={values.equipment}
          onChange={(v) => update('equipment', v)}
          max={30}
          invalid={Boolean(errors.equipment)}
          describedBy={errors.equipment ? 'equipment-error' : 'equipment-hint'}
        />
      </Field>
    </FormSection>
  );
}
