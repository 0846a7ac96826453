import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Send } from 'lucide-react';
import { submitApplicationRequestSchema, type ProjectTrade } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox, CheckboxLabel } from '@/components/ui/checkbox';
import { Field, FieldError, Input, Textarea } from '@/components/ui/form';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import { useSubmitQuote } from '../api/quote-commands';

type Values = { message: string; proposedCost: string; estimatedDuration: string; trades: ProjectTrade[] };

/** 'Apply with a quote': message, cost in pounds, duration and the trades it covers; the contract's messages. */
export function ApplyForm({ projectId, trades }: { projectId: string; trades: ProjectTrade[] }) {
  const [values, setValues] = useState<Values>({
    message: '',
    proposedCost: '',
    estimatedDuration: '',
    trades: trades.length === 1 ? trades : [],
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const submit = useSubmitQuote(projectId, {
    onSuccess: () => toast({ title: 'Quote sent', description: 'The client will see your quote on their project.' }),
    onError: (error) =>
      toast({ title: 'Error', description: failureText(error, 'Failed to send quote. Please try again.'), variant: 'destructive' }),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = submitApplicationRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    submit.mutate(values);
  };
  const set = (key: 'message' | 'proposedCost' | 'estimatedDuration') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const toggle = (trade: ProjectTrade) =>
    setValues((v) => ({ ...v, trades: v.trades.includes(trade) ? v.trades.filter((t) => t !== trade) : [...v.trades, trade] }));
  const invalid = (key: keyof Values) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `quote-${key}-error` } : {});

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Apply with a quote">
      <Field
        id="quote-message"
        label="Message to the client"
        error={errors.message}
        hint="How you would do the job, your availability, anything included or excluded."
      >
        <Textarea
          id="quote-message"
          value={values.message}
          onChange={set('message')}
          maxLength={2000}
          $invalid={!!errors.message}
          {...invalid('message')}
        />
      </Field>
      <Two>
        <Field id="quote-proposedCost" label="Proposed cost (£)" error={errors.proposedCost} hint="In pounds, e.g. 1250 or 1250.50">
          <Input
            id="quote-proposedCost"
            inputMode="decimal"
            value={values.proposedCost}
            onChange={set('proposedCost')}
            $invalid={!!errors.proposedCost}
            {...invalid('proposedCost')}
          />
        </Field>
        <Field id="quote-estimatedDuration" label="Estimated duration" error={errors.estimatedDuration} hint="e.g. 2 weeks">
          <Input
            id="quote-estimatedDuration"
            value={values.estimatedDuration}
            onChange={set('estimatedDuration')}
            maxLength={100}
            $invalid={!!errors.estimatedDuration}
            {...invalid('estimatedDuration')}
          />
        </Field>
      </Two>
      <fieldset>
        <legend>Trades this quote covers</legend>
        <Choices>
          {trades.map((t) => (
            <CheckboxLabel key={t} $checked={values.trades.includes(t)}>
              <Checkbox checked={values.trades.includes(t)} onCheckedChange={() => toggle(t)} />
              {t}
            </CheckboxLabel>
          ))}
        </Choices>
        <FieldError id="quote-trades-error" message={errors.trades} />
      </fieldset>
      <div>
        <Button type="submit" disabled={submit.isPending}>
          <Send size={16} aria-hidden="true" />
          {submit.isPending ? 'Sending Quote...' : 'Send Quote'}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  fieldset {
    border: none;
    padding: 0;
    margin: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Two = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
