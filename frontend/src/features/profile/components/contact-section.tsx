import { MapPin } from 'lucide-react';
import { Field, Input } from '@/components/ui/form';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { describedBy, type ProfileSectionProps } from './use-profile-form';

export function ContactSection({ values, errors, update }: ProfileSectionProps) {
  return (
    <FormSection
      id="contact-title"
      icon={MapPin}
      title="Location & Contact"
      description="Your postcode lets clients find you by distance; we only ever show the area."
    >
      <TwoColumns>
        <Field id="location" label="Area" optional error={errors.location} hint="As clients would describe it, e.g. Headingley, Leeds">
          <Input
            id="location"
            data-field="location"
            value={values.location}
            maxLength={120}
            autoComplete="address-level2"
            onChange={(e) => update('location', e.target.value)}
            $invalid={Boolean(errors.location)}
            {...describedBy('location', errors.location, true)}
          />
        </Field>
        <Field
          id="postcode"
          label="Postcode"
          optional
          error={errors.postcode}
          hint="A full postcode (LS6 3HN) or just the first half (LS6)."
        >
          <Input
            id="postcode"
            data-field="postcode"
            value={values.postcode}
            maxLength={10}
            autoComplete="postal-code"
            autoCapitalize="characters"
            onChange={(e) => update('postcode', e.target.value)}
            $invalid={Boolean(errors.postcode)}
            {...describedBy('postcode', errors.postcode, true)}
          />
        </Field>
      </TwoColumns>
      <TwoColumns>
        <Field id="phone" label="Phone" optional error={errors.phone}>
          <Input
            id="phone"
            data-field="phone"
            type="tel"
            value={values.phone}
            autoComplete="tel"
            placeholder="e.g. 0113 496 0123"
            onChange={(e) => update('phone', e.target.value)}
            $invalid={Boolean(errors.phone)}
            {...describedBy('phone', errors.phone)}
          />
        </Field>
        <Field id="website" label="Website" optional error={errors.website}>
          <Input
            id="website"
            data-field="website"
            inputMode="url"
            value={values.website}
            autoComplete="url"
            placeholder="e.g. yourbusiness.co.uk"
            onChange={(e) => update('website', e.target.value)}
            $invalid={Boolean(errors.website)}
            {...describedBy('website', errors.website)}
          />
        </Field>
      </TwoColumns>
    </FormSection>
  );
}
