import { ClipboardList } from 'lucide-react';
import { PROJECT_TYPE_LABELS, PROJECT_TYPES, TRADE_CATEGORIES } from '@tradeguild/contracts';
import { Field, Input, Select, Textarea } from '@/components/ui/form';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { describedBy, type ProjectFormSectionProps } from './use-project-form';

export function ProjectDetailsSection({ values, errors, update }: ProjectFormSectionProps) {
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
        error={errors.title}
        hint="A short summary, e.g. “Full bathroom refit in a Victorian terrace”"
      >
        <Input
          id="title"
          data-field="title"
          value={values.title}
          maxLength={200}
          placeholder="e.g. Kitchen extension with bi-fold doors"
          onChange={(e) => update('title', e.target.value)}
          $invalid={Boolean(errors.title)}
          {...describedBy('title', errors.title)}
        />
      </Field>
      <Field
        id="description"
        label="Detailed Description"
        error={errors.description}
        hint="Describe the work, the property, access and any deadlines."
      >
        <Textarea
          id="description"
          data-field="description"
          value={values.description}
          maxLength={5000}
          placeholder="Describe the scope of work, current condition, materials you have in mind and anything tradespeople should know…"
          onChange={(e) => update('description', e.target.value)}
          $invalid={Boolean(errors.description)}
          {...describedBy('description', errors.description)}
        />
      </Field>
      <TwoColumns>
        <Field id="category" label="Category" optional error={errors.category}>
          <Select
            id="category"
            data-field="category"
            value={values.category}
            onChange={(e) => update('category', e.target.value)}
            $invalid={Boolean(errors.category)}
          >
            <option value="">Select a category</option>
            {TRADE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {TRADE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="projectType" label="Project Type" optional error={errors.projectType}>
          <Select
            id="projectType"
            data-field="projectType"
            value={values.projectType}
            onChange={(e) => update('projectType', e.target.value)}
            $invalid={Boolean(errors.projectType)}
          >
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
