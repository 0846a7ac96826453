import { Sparkles } from 'lucide-react';
import { RESPONSE_TIMES, RESPONSE_TIME_LABELS, SPECIALIZATIONS, TRADESMAN_AVAILABILITY } from '@tradeguild/contracts';
import { ChoiceGrid } from '@/components/ui/choice-grid';
import { Field, Input, Select } from '@/components/ui/form';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { availabilityLabel } from '@/components/showcase/availability-badge';
import { useController, useFormState } from 'react-hook-form';
import { invalidProps } from '@/lib/forms';
import type { ProfileForm } from './use-profile-form';

const specializations = SPECIALIZATIONS.map((s) => ({ value: s, label: s }));
const MAX_SPECIALIZATIONS = 10;

export function ServicesSection({ form }: { form: ProfileForm }) {
  const { errors } = useFormState({ control: form.control });
  // Bound before the fields below it register: the first invalid field, in registration order, takes the focus.
  const { field: chosen, fieldState } = useController({ control: form.control, name: 'specializations' });
  return (
    <FormSection
      id="services-title"
      icon={Sparkles}
      title="Services & Availability"
      description="Specializations show on your search card; availability and response time help clients choose."
    >
      <ChoiceGrid
        ref={chosen.ref}
        id="specializations"
        legend="Specializations"
        options={specializations}
        value={chosen.value}
        onChange={chosen.onChange}
        max={MAX_SPECIALIZATIONS}
        error={fieldState.error?.message}
      />
      <TwoColumns>
        <Field id="availability" label="Availability" error={errors.availability?.message}>
          <Select id="availability" {...form.register('availability')}>
            {TRADESMAN_AVAILABILITY.map((a) => (
              <option key={a} value={a}>
                {availabilityLabel(a)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="responseTime" label="Usual response time" optional error={errors.responseTime?.message}>
          <Select id="responseTime" {...form.register('responseTime')}>
            <option value="">Not specified</option>
            {RESPONSE_TIMES.map((r) => (
              <option key={r} value={r}>
                {RESPONSE_TIME_LABELS[r]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="serviceRadiusMiles"
          label="How far you travel (miles)"
          error={errors.serviceRadiusMiles?.message}
          hint="Find Jobs shows you projects within this distance of your postcode."
        >
          <Input
            id="serviceRadiusMiles"
            inputMode="numeric"
            {...form.register('serviceRadiusMiles')}
            {...invalidProps('serviceRadiusMiles', errors.serviceRadiusMiles?.message, true)}
          />
        </Field>
      </TwoColumns>
    </FormSection>
  );
}
