import { Sparkles } from 'lucide-react';
import { RESPONSE_TIMES, RESPONSE_TIME_LABELS, SPECIALIZATIONS, TRADESMAN_AVAILABILITY } from '@tradeguild/contracts';
import { ChoiceGrid } from '@/components/ui/choice-grid';
import { Field, Input, Select } from '@/components/ui/form';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { availabilityLabel } from '@/components/showcase/availability-badge';
import type { ProfileFormValues } from './profile-form-values';
import { describedBy, type ProfileSectionProps } from './use-profile-form';

const specializations = SPECIALIZATIONS.map((s) => ({ value: s, label: s }));
const MAX_SPECIALIZATIONS = 10;

export function ServicesSection({ values, errors, update }: ProfileSectionProps) {
  return (
    <FormSection
      id="services-title"
      icon={Sparkles}
      title="Services & Availability"
      description="Specializations show on your search card; availability and response time help clients choose."
    >
      <ChoiceGrid
        id="specializations"
        legend="Specializations"
        options={specializations}
        value={values.specializations}
        onChange={(v) => update('specializations', v)}
        max={MAX_SPECIALIZATIONS}
        error={errors.specializations}
      />
      <TwoColumns>
        <Field id="availability" label="Availability" error={errors.availability}>
          <Select
            id="availability"
            data-field="availability"
            value={values.availability}
            onChange={(e) => update('availability', e.target.value as ProfileFormValues['availability'])}
          >
            {TRADESMAN_AVAILABILITY.map((a) => (
              <option key={a} value={a}>
                {availabilityLabel(a)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="responseTime" label="Usual response time" optional error={errors.responseTime}>
          <Select
            id="responseTime"
            data-field="responseTime"
            value={values.responseTime}
            onChange={(e) => update('responseTime', e.target.value)}
          >
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
          error={errors.serviceRadiusMiles}
          hint="Clients further away than this will not see you first."
        >
          <Input
            id="serviceRadiusMiles"
            data-field="serviceRadiusMiles"
            inputMode="numeric"
            value={values.serviceRadiusMiles}
            onChange={(e) => update('serviceRadiusMiles', e.target.value)}
            $invalid={Boolean(errors.serviceRadiusMiles)}
            {...describedBy('serviceRadiusMiles', errors.serviceRadiusMiles, true)}
          />
        </Field>
      </TwoColumns>
    </FormSection>
  );
}
