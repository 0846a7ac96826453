import { MapPin } from 'lucide-react';
import { Field, Input } from '@/components/ui/form';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { describedBy, type ProjectFormSectionProps } from './use-project-form';

const budgetSuggestions = ['Under £1,000', '£1,000 – £5,000', '£5,000 – £15,000', '£15,000 – £50,000', 'Over £50,000'];
const timelineSuggestions = ['As soon as possible', 'Within 2 weeks', 'Within a month', '1–3 months', 'Flexible'];

export function LocationBudgetSection({ values, errors, update }: ProjectFormSectionProps) {
  return (
    <FormSection
      id="location-title"
      icon={MapPin}
      title="Location & Budget"
      description="Helps local tradespeople judge travel, pricing and availability."
    >
      <Field id="location" label="Location" optional error={errors.location} hint="Town or postcode district, e.g. Leeds LS6">
        <Input
          id="location"
          data-field="location"
          value={values.location}
          maxLength={200}
          autoComplete="address-level2"
          placeholder="e.g. Bristol BS7"
          onChange={(e) => update('location', e.target.value)}
          $invalid={Boolean(errors.location)}
          {...describedBy('location', errors.location)}
        />
      </Field>
      <TwoColumns>
        <Field id="budget" label="Budget Range" optional error={errors.budget} hint="Pick a suggestion or type your own">
          <Input
            id="budget"
            data-field="budget"
            list="budget-options"
            value={values.budget}
            maxLength={100}
            placeholder="e.g. £5,000 – £15,000"
            onChange={(e) => update('budget', e.target.value)}
            $invalid={Boolean(errors.budget)}
            {...describedBy('budget', errors.budget)}
          />
          <datalist id="budget-options">
            {budgetSuggestions.map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
        </Field>
        <Field id="timeline" label="Timeline" optional error={errors.timeline} hint="When would you like the work done?">
          <Input
            id="timeline"
            data-field="timeline"
            list="timeline-options"
            value={values.timeline}
            maxLength={100}
            placeholder="e.g. Within a month"
            onChange={(e) => update('timeline', e.target.value)}
            $invalid={Boolean(errors.timeline)}
            {...describedBy('timeline', errors.timeline)}
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
