import { MapPin } from 'lucide-react';
import { Field, Input } from '@/components/ui/form';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { useFormState } from 'react-hook-form';
import { invalidProps } from '@/lib/forms';
import type { ProjectForm } from './use-project-form';

const budgetSuggestions = ['Under £1,000', '£1,000 – £5,000', '£5,000 – £15,000', '£15,000 – £50,000', 'Over £50,000'];
const timelineSuggestions = ['As soon as possible', 'Within 2 weeks', 'Within a month', '1–3 months', 'Flexible'];

export function LocationBudgetSection({ form }: { form: ProjectForm }) {
  const { errors } = useFormState({ control: form.control });
  return (
    <FormSection
      id="location-title"
      icon={MapPin}
      title="Location & Budget"
      description="Helps local tradespeople judge travel, pricing and availability."
    >
      <Field id="location" label="Location" optional error={errors.location?.message} hint="Town or postcode district, e.g. Leeds LS6">
        <Input
          id="location"
          maxLength={200}
          autoComplete="address-level2"
          placeholder="e.g. Bristol BS7"
          {...form.register('location')}
          {...invalidProps('location', errors.location?.message, true)}
        />
      </Field>
      <TwoColumns>
        <Field id="budget" label="Budget Range" optional error={errors.budget?.message} hint="Pick a suggestion or type your own">
          <Input
            id="budget"
            list="budget-options"
            maxLength={100}
            placeholder="e.g. £5,000 – £15,000"
            {...form.register('budget')}
            {...invalidProps('budget', errors.budget?.message, true)}
          />
          <datalist id="budget-options">
            {budgetSuggestions.map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
        </Field>
        <Field id="timeline" label="Timeline" optional error={errors.timeline?.message} hint="When would you like the work done?">
          <Input
            id="timeline"
            list="timeline-options"
            maxLength={100}
            placeholder="e.g. Within a month"
            {...form.register('timeline')}
            {...invalidProps('timeline', errors.timeline?.message, true)}
          />
          <datalist id="timeline-options">
            {timelineSuggestions.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </Field>
      </TwoColumns>
    </FormSection>
  );
}
