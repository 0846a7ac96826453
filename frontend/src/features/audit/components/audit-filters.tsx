import styled from 'styled-components';
import type { AuditFilter } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form';
import { invalidProps, useContractForm } from '@/lib/forms';
import { auditFilterFormSchema, NO_AUDIT_FILTERS, type AuditFilterFields } from '../lib/audit-forms';

/** The log's filters: stream or entity id, event type, actor id and a time range. */
export function AuditFilters({ onApply }: { onApply: (filter: AuditFilter) => void }) {
  const form = useContractForm({ schema: auditFilterFormSchema, defaultValues: NO_AUDIT_FILTERS });
  const { errors } = form.formState;
  const clear = () => {
    form.reset(NO_AUDIT_FILTERS);
    onApply({});
  };
  const input = (key: keyof AuditFilterFields, label: string, placeholder?: string, type = 'text') => (
    <Field id={`audit-${key}`} label={label} error={errors[key]?.message} optional>
      <Input
        id={`audit-${key}`}
        type={type}
        step={type === 'datetime-local' ? 1 : undefined}
        placeholder={placeholder}
        {...form.register(key)}
        {...invalidProps(`audit-${key}`, errors[key]?.message)}
      />
    </Field>
  );
  return (
    <Form onSubmit={form.handleSubmit((filter) => onApply(filter))} aria-label="Filter events" noValidate>
      <Grid>
        {input('stream', 'Stream or entity id', 'clientProject-… or an id')}
        {input('type', 'Event type', 'e.g. ProjectPosted')}
        {input('actor', 'Actor id', 'a user id')}
        {input('from', 'From', undefined, 'datetime-local')}
        {input('to', 'To', undefined, 'datetime-local')}
      </Grid>
      <Actions>
        <Button type="submit" $size="sm">
          Apply filters
        </Button>
        <Button type="button" $variant="ghost" $size="sm" onClick={clear}>
          Clear
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;
