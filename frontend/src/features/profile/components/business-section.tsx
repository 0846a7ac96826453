import { Building2 } from 'lucide-react';
import { TRADE_CATEGORIES } from '@tradeguild/contracts';
import { ChoiceGrid } from '@/components/ui/choice-grid';
import { Field, Input, Textarea } from '@/components/ui/form';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { useController, useFormState } from 'react-hook-form';
import { invalidProps } from '@/lib/forms';
import type { ProfileForm } from './use-profile-form';

const tradeOptions = TRADE_CATEGORIES.map((c) => ({ value: c, label: TRADE_CATEGORY_LABELS[c] }));

export function BusinessSection({ form }: { form: ProfileForm }) {
  const { errors } = useFormState({ control: form.control });
  // Registered in page order, the order in which the first invalid field is looked for (and focused).
  const businessName = form.register('businessName');
  const { field: trades, fieldState } = useController({ control: form.control, name: 'tradeCategories' });
  return (
    <FormSection
      id="business-title"
      icon={Building2}
      title="Business Details"
      description="How clients will see your business in search results and on your profile."
    >
      <Field id="businessName" label="Business name" error={errors.businessName?.message}>
        <Input
          id="businessName"
          maxLength={120}
          autoComplete="organization"
          placeholder="e.g. Whitfield Electrical"
          {...businessName}
          {...invalidProps('businessName', errors.businessName?.message)}
        />
      </Field>
      <ChoiceGrid
        ref={trades.ref}
        id="tradeCategories"
        legend="Trades"
        hint="Choose every trade you work in: clients filter search results by trade."
        options={tradeOptions}
        value={trades.value}
        onChange={trades.onChange}
        error={fieldState.error?.message}
        minColumnWidth="150px"
      />
      <Field
        id="description"
        label="About your business"
        optional
        error={errors.description?.message}
        hint="What you do, the areas you cover and what clients can expect."
      >
        <Textarea
          id="description"
          maxLength={3000}
          {...form.register('description')}
          {...invalidProps('description', errors.description?.message, true)}
        />
      </Field>
      <TwoColumns>
        <Field id="yearsExperience" label="Years of experience" optional error={errors.yearsExperience?.message}>
          <Input
            id="yearsExperience"
            inputMode="numeric"
            placeholder="e.g. 12"
            {...form.register('yearsExperience')}
            {...invalidProps('yearsExperience', errors.yearsExperience?.message)}
          />
        </Field>
        <Field
          id="hourlyRate"
          label="Hourly rate (£)"
          optional
          error={errors.hourlyRate?.message}
          hint="Leave empty if you only quote per job."
        >
          <Input
            id="hourlyRate"
            inputMode="decimal"
            placeholder="e.g. 45"
            {...form.register('hourlyRate')}
            {...invalidProps('hourlyRate', errors.hourlyRate?.message, true)}
          />
        </Field>
      </TwoColumns>
    </FormSection>
  );
}
