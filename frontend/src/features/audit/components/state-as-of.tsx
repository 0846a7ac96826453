import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { AlertTriangle, Clock } from 'lucide-react';
import { EmptyState } from '@/components/feedback/empty-state';
import { errorMessage } from '@/components/feedback/error-message';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditState } from '../api/audit-queries';
import { formatAuditTime, formatCount, formatNumber } from '@/lib/format';
import { invalidProps } from '@/lib/forms';
import type { StateAsOfFields } from '../lib/audit-forms';
import { flattenState, formatValue } from '../lib/format';

type StateAsOfForm = UseFormReturn<StateAsOfFields, unknown, { asOf: string }>;

/** Pick a date and time; see the entity folded from its events up to then, and how many of each type those were. */
export function StateAsOf({ streamId, form }: { streamId: string; form: StateAsOfForm }) {
  // The moment shown; the form holds the one being typed.
  const [asOf, setAsOf] = useState<string | null>(null);
  const error = form.formState.errors.asOf?.message;
  const state = useAuditState(streamId, asOf);
  const submit = form.handleSubmit(
    (moment) => setAsOf(moment.asOf),
    () => setAsOf(null),
  );
  return (
    <Wrap aria-labelledby="as-of-title">
      <h2 id="as-of-title">State as of a moment</h2>
      <Form onSubmit={submit} noValidate>
        <div>
          <Label htmlFor="as-of">Date and time</Label>
          <Input id="as-of" type="datetime-local" step={1} {...form.register('asOf')} {...invalidProps('as-of', error)} />
          <FieldError id="as-of-error" message={error} />
        </div>
        <Button type="submit" $size="md">
          Show state
        </Button>
      </Form>
      {asOf === null ? (
        <Hint>Pick a moment to see the entity as it was then.</Hint>
      ) : state.isPending ? (
        <div aria-busy="true" aria-label="Loading state">
          <Skeleton $h="120px" />
        </div>
      ) : state.isError ? (
        <EmptyState icon={AlertTriangle} tone="danger" title="Could not fold the state" text={errorMessage(state.error)} />
      ) : state.data.version === 0 ? (
        <EmptyState
          icon={Clock}
          title="Nothing recorded yet"
          text={`Nothing had been recorded for this entity by ${formatAuditTime(state.data.asOf)}.`}
        />
      ) : (
        <section aria-label="Folded state">
          <Hint>
            As of {formatAuditTime(state.data.asOf)}: version {state.data.version}, folded from{' '}
            {formatCount(state.data.eventCount, 'event', 'events')} (
            {state.data.eventTypes.map((t) => (t.count === 1 ? t.type : `${t.type} × ${formatNumber(t.count)}`)).join(', ')}).
          </Hint>
          <StateTable>
            <caption className="visually-hidden">State fields</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {flattenState(state.data.state).map(([path, v]) => (
                <tr key={path}>
                  <th scope="row">{path}</th>
                  <td>{formatValue(v)}</td>
                </tr>
              ))}
            </tbody>
          </StateTable>
        </section>
      )}
    </Wrap>
  );
}

const Wrap = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    flex: 1 1 220px;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const StateTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  tbody th {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
