import { Building2 } from 'lucide-react';
import { TRADE_CATEGORIES } from '@tradeguild/contracts';
import { ChoiceGrid } from '@/components/ui/choice-grid';
import { Field, Input, Textarea } from '@/components/ui/form';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { describedBy, type ProfileSectionProps } from './use-profile-form';

const trades = TRADE_CATEGORIES.map((c) => ({ value: c, label: TRADE_CATEGORY_LABELS[c] }));

export function BusinessSection({ values, errors, update }: ProfileSectionProps) {
  return (
    <FormSection
      id="business-title"
      icon={Building2}
      title="Business Details"
      description="How clients will see your business in search results and on your profile."
    >
      <Field id="businessName" label="Business name" error={errors.businessName}>
        <Input
          id="businessName"
          data-field="businessName"
          value={values.businessName}
          maxLength={120}
          autoComplete="organization"
          placeholder="e.g. Whitfield Electrical"
          onChange={(e) => update('businessName', e.target.value)}
          $invalid={Boolean(errors.businessName)}
          {...describedBy('businessName', errors.businessName)}
        />
      </Field>
      <ChoiceGrid
        id="tradeCategories"
        legend="Trades"
        hint="Choose every trade you work in: clients filter search results by trade."
        options={trades}
        value={values.tradeCategories}
        onChange={(v) => update('tradeCategories', v)}
        error={errors.tradeCategories}
        minColumnWidth="150px"
      />
      <Field
        id="description"
        label="About your business"
        optional
        error={errors.description}
        hint="What you do, the areas you cover and what clients can expect."
      >
        <Textarea
          id="description"
          data-field="description"
          value={values.description}
          maxLength={3000}
          onChange={(e) => update('description', e.target.value)}
          $invalid={Boolean(errors.description)}
          {...describedBy('description', errors.description, true)}
        />
      </Field>
      <TwoColumns>
        <Field id="yearsExperience" label="Years of experience" optional error={errors.yearsExperience}>
          <Input
            id="yearsExperience"
            data-field="yearsExperience"
            inputMode="numeric"
            value={values.yearsExperience}
            placeholder="e.g. 12"
            onChange={(e) => update('yearsExperience', e.target.value)}
            $invalid={Boolean(errors.yearsExperience)}
            {...describedBy('yearsExperience', errors.yearsExperience)}
          />
        </Field>
        <Field id="hourlyRate" label="Hourly rate (£)" optional error={errors.hourlyRate} hint="Leave empty if you only quote per job.">
          <Input
            id="hourlyRate"
            data-field="hourlyRate"
            inputMode="decimal"
            value={values.hourlyRate}
            placeholder="e.g. 45"
            onChange={(e) => update('hourlyRate', e.target.value)}
            $invalid={Boolean(errors.hourlyRate)}
            {...describedBy('hourlyRate', errors.hourlyRate, true)}
          />
        </Field>
      </TwoColumns>
    </FormSection>
  );
}
