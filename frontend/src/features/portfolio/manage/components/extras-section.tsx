import { Hammer } from 'lucide-react';
import { Field } from '@/components/ui/form';
import { FormSection } from '@/components/ui/form-section';
import { TagInput } from '@/components/ui/tag-input';
import type { PortfolioSectionProps } from './use-portfolio-form';

export function ExtrasSection({ values, errors, update }: PortfolioSectionProps) {
  return (
    <FormSection
      id="extras-title"
      icon={Hammer}
      title="Materials, Techniques & Videos"
      description="Type one entry and press Enter (or the + button) to add it."
    >
      <Field id="materials" label="Materials" optional error={errors.materials} hint="e.g. Welsh slate, Lime mortar">
        <TagInput
          id="materials"
          noun="material"
          value={values.materials}
          onChange={(v) => update('materials', v)}
          max={20}
          invalid={Boolean(errors.materials)}
          describedBy={errors.materials ? 'materials-error' : 'materials-hint'}
        />
      </Field>
      <Field id="techniques" label="Techniques" optional error={errors.techniques} hint="e.g. Dry-laid, Chased and made good">
        <TagInput
          id="techniques"
          noun="technique"
          value={values.techniques}
          onChange={(v) => update('techniques', v)}
          max={20}
          invalid={Boolean(errors.techniques)}
          describedBy={errors.techniques ? 'techniques-error' : 'techniques-hint'}
        />
      </Field>
      <Field id="videos" label="Video links" optional error={errors.videos} hint="https addresses, e.g. a YouTube walkthrough (up to 5).">
        <TagInput
          id="videos"
          noun="video link"
          value={values.videos}
          onChange={(v) => update('videos', v)}
          max={5}
          placeholder="https://"
          invalid={Boolean(errors.videos)}
          describedBy={errors.videos ? 'videos-error' : 'videos-hint'}
        />
      </Field>
    </FormSection>
  );
}
