import { ShieldCheck } from 'lucide-react';
import { Field } from '@/components/ui/form';
import { FormSection } from '@/components/ui/form-section';
import { TagInput } from '@/components/ui/tag-input';
import { Controller } from 'react-hook-form';
import type { ProfileForm } from './use-profile-form';

export function CredentialsSection({ form }: { form: ProfileForm }) {
  return (
    <FormSection
      id="credentials-title"
      icon={ShieldCheck}
      title="Certifications & Equipment"
      description="Type one entry and press Enter (or the + button) to add it."
    >
      <Controller
        control={form.control}
        name="certifications"
        render={({ field, fieldState: { error } }) => (
          <Field
            id="certifications"
            label="Certifications"
            optional
            error={error?.message}
            hint="e.g. NICEIC Approved Contractor, Gas Safe registered"
          >
            <TagInput
              id="certifications"
              noun="certification"
              value={field.value}
              onChange={field.onChange}
              max={20}
              invalid={Boolean(error)}
              describedBy={error ? 'certifications-error' : 'certifications-hint'}
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="equipment"
        render={({ field, fieldState: { error } }) => (
          <Field id="equipment" label="Equipment" optional error={error?.message} hint="e.g. Thermal imaging camera, Mobile scaffold tower">
            <TagInput
              id="equipment"
              noun="equipment item"
              value={field.value}
              onChange={field.onChange}
              max={30}
              invalid={Boolean(error)}
              describedBy={error ? 'equipment-error' : 'equipment-hint'}
            />
          </Field>
        )}
      />
    </FormSection>
  );
}
