import { MapPin } from 'lucide-react';
import { Field, Input } from '@/components/ui/form';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { useFormState } from 'react-hook-form';
import { invalidProps } from '@/lib/forms';
import type { ProfileForm } from './use-profile-form';

export function ContactSection({ form }: { form: ProfileForm }) {
  const { errors } = useFormState({ control: form.control });
  return (
    <FormSection
      id="contact-title"
      icon={MapPin}
      title="Location & Contact"
      description="Your postcode lets clients find you by distance; we only ever show the area."
    >
      <TwoColumns>
        <Field
          id="location"
          label="Area"
          optional
          error={errors.location?.message}
          hint="As clients would describe it, e.g. Headingley, Leeds"
        >
          <Input
            id="location"
            maxLength={120}
            autoComplete="address-level2"
            {...form.register('location')}
            {...invalidProps('location', errors.location?.message, true)}
          />
        </Field>
        <Field
          id="postcode"
          label="Postcode"
          optional
          error={errors.postcode?.message}
          hint="A full postcode (LS6 3HN) or just the first half (LS6)."
        >
          <Input
            id="postcode"
            maxLength={10}
            autoComplete="postal-code"
            autoCapitalize="characters"
            {...form.register('postcode')}
            {...invalidProps('postcode', errors.postcode?.message, true)}
          />
        </Field>
      </TwoColumns>
      <TwoColumns>
        <Field id="phone" label="Phone" optional error={errors.phone?.message}>
          <Input
            id="phone"
            type="tel"
            autoComplete="tel"
            placeholder="e.g. 0113 496 0123"
            {...form.register('phone')}
            {...invalidProps('phone', errors.phone?.message)}
          />
        </Field>
        <Field id="website" label="Website" optional error={errors.website?.message}>
          <Input
            id="website"
            inputMode="url"
            autoComplete="url"
            placeholder="e.g. yourbusiness.co.uk"
            {...form.register('website')}
            {...invalidProps('website', errors.website?.message)}
          />
        </Field>
      </TwoColumns>
    </FormSection>
  );
}
