import { Lightbulb } from 'lucide-react';
import { Field, Textarea } from '@/components/ui/form';
import { FormSection } from '@/components/ui/form-section';
import { useFormState } from 'react-hook-form';
import { invalidProps } from '@/lib/forms';
import type { PortfolioForm } from './use-portfolio-form';

export function StorySection({ form }: { form: PortfolioForm }) {
  const { errors } = useFormState({ control: form.control });
  return (
    <FormSection
      id="story-title"
      icon={Lightbulb}
      title="The Story"
      description="What made the job tricky, how you solved it, and what the client said."
    >
      <Field id="challenge" label="The challenge" optional error={errors.challenge?.message}>
        <Textarea
          id="challenge"
          rows={4}
          maxLength={3000}
          {...form.register('challenge')}
          {...invalidProps('challenge', errors.challenge?.message)}
        />
      </Field>
      <Field id="solution" label="The solution" optional error={errors.solution?.message}>
        <Textarea
          id="solution"
          rows={4}
          maxLength={3000}
          {...form.register('solution')}
          {...invalidProps('solution', errors.solution?.message)}
        />
      </Field>
      <Field
        id="clientTestimonial"
        label="Client testimonial"
        optional
        error={errors.clientTestimonial?.message}
        hint="In the client's own words, with their permission."
      >
        <Textarea
          id="clientTestimonial"
          rows={3}
          maxLength={2000}
          {...form.register('clientTestimonial')}
          {...invalidProps('clientTestimonial', errors.clientTestimonial?.message, true)}
        />
      </Field>
    </FormSection>
  );
}
