import { ClipboardList } from 'lucide-react';
import { PROJECT_TYPE_LABELS, PROJECT_TYPES, TRADE_CATEGORIES } from '@tradeguild/contracts';
import { Field, Input, Select, Textarea } from '@/components/ui/form';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { useFormState } from 'react-hook-form';
import { invalidProps } from '@/lib/forms';
import type { ProjectForm } from './use-project-form';

export function ProjectDetailsSection({ form }: { form: ProjectForm }) {
  const { errors } = useFormState({ control: form.control });
  return (
    <FormSection
      id="details-title"
      icon={ClipboardList}
      title="Project Details"
      description="What needs doing? The more detail, the better the responses."
    >
      <Field
        id="title"
        label="Project Title"
        error={errors.title?.message}
        hint="A short summary, e.g. “Full bathroom refit in a Victorian terrace”"
      >
        <Input
          id="title"
          maxLength={200}
          placeholder="e.g. Kitchen extension with bi-fold doors"
          {...form.register('title')}
          {...invalidProps('title', errors.title?.message, true)}
        />
      </Field>
      <Field
        id="description"
        label="Detailed Description"
        error={errors.description?.message}
        hint="Describe the work, the property, access and any deadlines."
      >
        <Textarea
          id="description"
          maxLength={5000}
          placeholder="Describe the scope of work, current condition, materials you have in mind and anything tradespeople should know…"
          {...form.register('description')}
          {...invalidProps('description', errors.description?.message, true)}
        />
      </Field>
      <TwoColumns>
        <Field id="category" label="Category" optional error={errors.category?.message}>
          <Select id="category" {...form.register('category')} $invalid={Boolean(errors.category)}>
            <option value="">Select a category</option>
            {TRADE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {TRADE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="projectType" label="Project Type" optional error={errors.projectType?.message}>
          <Select id="projectType" {...form.register('projectType')} $invalid={Boolean(errors.projectType)}>
            <option value="">Select a project type</option>
            {PROJECT_TYPES.map((t) => (
              <option key={t} value={t}>
                {PROJECT_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
      </TwoColumns>
    </FormSection>
  );
}
