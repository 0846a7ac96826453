import { Hammer } from 'lucide-react';
import { FormSection } from '@/components/ui/form-section';
import { TagListField } from '@/components/ui/tag-input';
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
      {LISTS.map((list) => (
        <TagListField
          key={list.name}
          control={form.control}
          optional
          placeholder={list.name === 'videos' ? 'https://' : undefined}
          {...list}
        />
      ))}
    </FormSection>
  );
}
