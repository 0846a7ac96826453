import { ClipboardList } from 'lucide-react';
import { PROJECT_TYPES, PROJECT_TYPE_LABELS, TRADE_CATEGORIES } from '@tradeguild/contracts';
import { Field, Input, Select, Textarea } from '@/components/ui/form';
import { FormSection, TwoColumns } from '@/components/ui/form-section';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { describedBy, type PortfolioSectionProps } from './use-portfolio-form';

export function BasicsSection({ values, errors, update, maxDate }: PortfolioSectionProps) {
  return (
    <FormSection id="basics-title" icon={ClipboardList} title="Project Details" description="What the job was, for whom and when.">
      <Field id="title" label="Project title" error={errors.title} hint="e.g. “Victorian terrace full rewire in Headingley”">
        <Input
          id="title"
          data-field="title"
          value={values.title}
          maxLength={200}
          onChange={(e) => update('title', e.target.value)}
          $invalid={Boolean(errors.title)}
          {...describedBy('title', errors.title, true)}
        />
      </Field>
      <Field id="description" label="Description" optional error={errors.description}>
        <Textarea
          id="description"
          data-field="description"
          value={values.description}
          maxLength={5000}
          onChange={(e) => update('description', e.target.value)}
          $invalid={Boolean(errors.description)}
          {...describedBy('description', errors.description)}
        />
      </Field>
      <TwoColumns>
        <Field id="category" label="Category" optional error={errors.category}>
          <Select id="category" data-field="category" value={values.category} onChange={(e) => update('category', e.target.value)}>
            <option value="">General</option>
            {TRADE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {TRADE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="projectType" label="Project type" optional error={errors.projectType}>
          <Select
            id="projectType"
            data-field="projectType"
            value={values.projectType}
            onChange={(e) => update('projectType', e.target.value)}
          >
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
        <Field id="budgetRange" label="Budget range" optional error={errors.budgetRange} hint="e.g. £4,000 – £6,000">
          <Input
            id="budgetRange"
            data-field="budgetRange"
            value={values.budgetRange}
            maxLength={100}
            onChange={(e) => update('budgetRange', e.target.value)}
            $invalid={Boolean(errors.budgetRange)}
            {...describedBy('budgetRange', errors.budgetRange, true)}
          />
        </Field>
        <Field id="timeline" label="Timeline" optional error={errors.timeline} hint="e.g. 3 weeks">
          <Input
            id="timeline"
            data-field="timeline"
            value={values.timeline}
            maxLength={100}
            onChange={(e) => update('timeline', e.target.value)}
            $invalid={Boolean(errors.timeline)}
            {...describedBy('timeline', errors.timeline, true)}
          />
        </Field>
      </TwoColumns>
      <Field id="completedAt" label="Completed on" optional error={errors.completedAt}>
        <Input
          id="completedAt"
          data-field="completedAt"
          type="date"
          max={maxDate}
          value={values.completedAt}
          onChange={(e) => update('completedAt', e.target.value)}
          $invalid={Boolean(errors.completedAt)}
          {...describedBy('completedAt', errors.completedAt)}
          style={{ maxWidth: 260 }}
        />
      </Field>
    </FormSection>
  );
}
