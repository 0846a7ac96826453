import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AuditFilter } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form';
import { fromLocalInput } from '../lib/format';

type Draft = { stream: string; type: string; actor: string; from: string; to: string };
const empty: Draft = { stream: '', type: '', actor: '', from: '', to: '' };

function validate(d: Draft): { filter?: AuditFilter; errors: Partial<Record<keyof Draft, string>> } {
  const errors: Partial<Record<keyof Draft, string>> = {};
  const from = fromLocalInput(d.from);
  const to = fromLocalInput(d.to);
  if (d.from && !from) errors.from = 'Enter a valid date and time';
  if (d.to && !to) errors.to = 'Enter a valid date and time';
  if (from && to && from > to) errors.to = "'To' must be after 'From'";
  if (Object.keys(errors).length) return { errors };
  const text = (v: string) => v.trim() || undefined;
  return {
    errors,
    filter: { stream: text(d.stream), type: text(d.type), actor: text(d.actor), from: from ?? undefined, to: to ?? undefined },
  };
}

/** The log's filters: stream or entity id, event type, actor id and a time range. */
export function AuditFilters({ onApply }: { onApply: (filter: AuditFilter) => void }) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validate(draft);
    setErrors(result.errors);
    if (result.filter) onApply(result.filter);
  };
  const clear = () => {
    setDraft(empty);
    setErrors({});
    onApply({});
  };
  const input = (key: keyof Draft, label: string, placeholder?: string, type = 'text') => (
    <Field id={`audit-${key}`} label={label} error={errors[key]} optional>
      <Input
        id={`audit-${key}`}
        type={type}
        step={type === 'datetime-local' ? 1 : undefined}
        value={draft[key]}
        onChange={set(key)}
        placeholder={placeholder}
        $invalid={!!errors[key]}
        aria-invalid={!!errors[key]}
        aria-describedby={errors[key] ? `audit-${key}-error` : undefined}
      />
    </Field>
  );
  return (
    <Form onSubmit={submit} aria-label="Filter events" noValidate>
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
