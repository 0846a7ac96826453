import { Lightbulb } from 'lucide-react';
import { Field, Textarea } from '@/components/ui/form';
import { FormSection } from '@/components/ui/form-section';
import { describedBy, type PortfolioSectionProps } from './use-portfolio-form';

export function StorySection({ values, errors, update }: PortfolioSectionProps) {
  return (
    <FormSection
      id="story-title"
      icon={Lightbulb}
      title="The Story"
      description="What made the job tricky, how you solved it, and what the client said."
    >
      <Field id="challenge" label="The challenge" optional error={errors.challenge}>
        <Textarea
          id="challenge"
          data-field="challenge"
          rows={4}
          value={values.challenge}
          maxLength={3000}
          onChange={(e) => update('challenge', e.target.value)}
          $invalid={Boolean(errors.challenge)}
          {...describedBy('challenge', errors.challenge)}
        />
      </Field>
      <Field id="solution" label="The solution" optional error={errors.solution}>
        <Textarea
          id="solution"
          data-field="solution"
          rows={4}
          value={values.solution}
          maxLength={3000}
          onChange={(e) => update('solution', e.target.value)}
          $invalid={Boolean(errors.solution)}
          {...describedBy('solution', errors.solution)}
        />
      </Field>
      <Field
        id="clientTestimonial"
        label="Client testimonial"
        optional
        error={errors.clientTestimonial}
        hint="In the client's own words, with their permission."
      >
        <Textarea
          id="clientTestimonial"
          data-field="clientTestimonial"
          rows={3}
          value={values.clientTestimonial}
          maxLength={2000}
          onChange={(e) => update('clientTestimonial', e.target.value)}
          $invalid={Boolean(errors.clientTestimonial)}
          {...describedBy('clientTestimonial', errors.clientTestimonial, true)}
        />
      </Field>
    </FormSection>
  );
}
