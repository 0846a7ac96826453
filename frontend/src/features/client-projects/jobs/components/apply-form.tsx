import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { Send } from 'lucide-react';
import { submitApplicationRequestSchema, type ProjectTrade } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox, CheckboxLabel } from '@/components/ui/checkbox';
import { Field, FieldError, Input, Textarea } from '@/components/ui/form';
import { formFailed, formSchema, invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useSubmitQuote } from '../api/quote-commands';

type Values = { message: string; proposedCost: string; estimatedDuration: string; trades: ProjectTrade[] };

const quoteFormSchema = formSchema<Values>()(submitApplicationRequestSchema);

/** 'Apply with a quote': message, cost in pounds, duration and the trades it covers; the contract's messages. */
export function ApplyForm({ projectId, trades }: { projectId: string; trades: ProjectTrade[] }) {
  const form = useContractForm({
    schema: quoteFormSchema,
    defaultValues: { message: '', proposedCost: '', estimatedDuration: '', trades: trades.length === 1 ? trades : [] },
  });
  const { errors } = form.formState;
  const submit = useSubmitQuote(projectId, {
    onSuccess: () => toast({ title: 'Quote sent', description: 'The client will see your quote on their project.' }),
    onError: formFailed(form, 'Failed to send quote. Please try again.'),
  });
  const onSubmit = useCommandSubmit(form, (values, commandId) => submit.mutateAsync({ ...values, commandId }));

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Apply with a quote">
      <Field
        id="quote-message"
        label="Message to the client"
        error={errors.message?.message}
        hint="How you would do the job, your availability, anything included or excluded."
      >
        <Textarea
          id="quote-message"
          maxLength={2000}
          {...form.register('message')}
          {...invalidProps('quote-message', errors.message?.message)}
        />
      </Field>
      <Two>
        <Field
          id="quote-proposedCost"
          label="Proposed cost (£)"
          error={errors.proposedCost?.message}
          hint="In pounds, e.g. 1250 or 1250.50"
        >
          <Input
            id="quote-proposedCost"
            inputMode="decimal"
            {...form.register('proposedCost')}
            {...invalidProps('quote-proposedCost', errors.proposedCost?.message)}
          />
        </Field>
        <Field id="quote-estimatedDuration" label="Estimated duration" error={errors.estimatedDuration?.message} hint="e.g. 2 weeks">
          <Input
            id="quote-estimatedDuration"
            maxLength={100}
            {...form.register('estimatedDuration')}
            {...invalidProps('quote-estimatedDuration', errors.estimatedDuration?.message)}
          />
        </Field>
      </Two>
      <fieldset>
        <legend>Trades this quote covers</legend>
        <Controller
          control={form.control}
          name="trades"
          render={({ field }) => (
            <Choices>
              {trades.map((t, i) => {
                const on = field.value.includes(t);
                return (
                  <CheckboxLabel key={t} $checked={on}>
                    <Checkbox
                      ref={i === 0 ? field.ref : undefined}
                      checked={on}
                      onCheckedChange={() => field.onChange(on ? field.value.filter((x) => x !== t) : [...field.value, t])}
                    />
                    {t}
                  </CheckboxLabel>
                );
              })}
            </Choices>
          )}
        />
        <FieldError id="quote-trades-error" message={errors.trades?.message} />
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
