import { Hammer } from 'lucide-react';
import { Field } from '@/components/ui/form';
import { FormSection } from '@/components/ui/form-section';
import { TagInput } from '@/components/ui/tag-input';
import { Controller } from 'react-hook-form';
import type { PortfolioForm } from './use-portfolio-form';

const LISTS = [
  { name: 'materials', label: 'Materials', noun: 'material', max: 20, hint: 'e.g. Welsh slate, Lime mortar' },
  { name: 'techniques', label: 'Techniques', noun: 'technique', max: 20, hint: 'e.g. Dry-laid, Chased and made good' },
  { name: 'videos', label: 'Video links', noun: 'video link', max: 5, hint: 'https addresses, e.g. a YouTube walkthrough (up to 5).' },
] as const;

export function ExtrasSection({ form }: { form: PortfolioForm }) {
  return (
    <FormSection
      id="extras-title"
      icon={Hammer}
      title="Materials, Techniques & Videos"
      description="Type one entry and press Enter (or the + button) to add it."
    >
      {LISTS.map(({ name, label, noun, max, hint }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState: { error } }) => (
            <Field id={name} label={label} optional error={error?.message} hint={hint}>
              <TagInput
                id={name}
                noun={noun}
                value={field.value}
                onChange={field.onChange}
                max={max}
                placeholder={name === 'videos' ? 'https://' : undefined}
                invalid={Boolean(error)}
                describedBy={error ? `${name}-error` : `${name}-hint`}
              />
            </Field>
          )}
        />
      ))}
    </FormSection>
  );
}
