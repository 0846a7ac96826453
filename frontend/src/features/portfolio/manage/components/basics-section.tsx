import { ClipboardList } from 'lucide-react';
import { PROJECT_TYPES, PROJECT_TYPE_LABELS, TRADE_CATEGORIES } from '@tradeguild/contracts';
import { Field, Input, Select, Textarea } from '@/components/ui/form';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { useFormState } from 'react-hook-form';
import { invalidProps } from '@/lib/forms';
import { localToday } from './portfolio-form-values';
import type { PortfolioForm } from './use-portfolio-form';

export function BasicsSection({ form }: { form: PortfolioForm }) {
  const { errors } = useFormState({ control: form.control });
  return (
    <FormSection id="basics-title" icon={ClipboardList} title="Project Details" description="What the job was, for whom and when.">
      <Field id="title" label="Project title" error={errors.title?.message} hint="e.g. “Victorian terrace full rewire in Headingley”">
        <Input id="title" maxLength={200} {...form.register('title')} {...invalidProps('title', errors.title?.message, true)} />
      </Field>
      <Field id="description" label="Description" optional error={errors.description?.message}>
        <Textarea
          id="description"
          maxLength={5000}
          {...form.register('description')}
          {...invalidProps('description', errors.description?.message)}
        />
      </Field>
      <TwoColumns>
        <Field id="category" label="Category" optional error={errors.category?.message}>
          <Select id="category" {...form.register('category')}>
            <option value="">General</option>
            {TRADE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {TRADE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="projectType" label="Project type" optional error={errors.projectType?.message}>
          <Select id="projectType" {...form.register('projectType')}>
            <option value="">Not specified</option>
            {PROJECT_TYPES.map((t) => (
              <option key={t} value={t}>
                {PROJECT_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
      </TwoColumns>
      <TwoColumns>
        <Field id="budgetRange" label="Budget range" optional error={errors.budgetRange?.message} hint="e.g. £4,000 – £6,000">
          <Input
            id="budgetRange"
            maxLength={100}
            {...form.register('budgetRange')}
            {...invalidProps('budgetRange', errors.budgetRange?.message, true)}
          />
        </Field>
        <Field id="timeline" label="Timeline" optional error={errors.timeline?.message} hint="e.g. 3 weeks">
          <Input
            id="timeline"
            maxLength={100}
            {...form.register('timeline')}
            {...invalidProps('timeline', errors.timeline?.message, true)}
          />
        </Field>
      </TwoColumns>
      <Field id="completedAt" label="Completed on" optional error={errors.completedAt?.message}>
        <Input
          id="completedAt"
          type="date"
          max={localToday()}
          {...form.register('completedAt')}
          {...invalidProps('completedAt', errors.completedAt?.message)}
          style={{ maxWidth: 260 }}
        />
      </Field>
    </FormSection>
  );
}
