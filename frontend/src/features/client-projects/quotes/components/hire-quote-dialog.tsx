import styled from 'styled-components';
import { z } from 'zod';
import { calendarDateSchema, type ProjectStart } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { DialogActions } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form';
import { invalidProps, useContractForm } from '@/lib/forms';

/** Today as YYYY-MM-DD in the UK (the decider compares calendar days). */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

const startFormSchema = z
  .object({ when: z.enum(['now', 'date']), date: z.string() })
  .superRefine((v, ctx) => {
    if (v.when !== 'date') return;
    if (!v.date) return ctx.addIssue({ code: 'custom', path: ['date'], message: 'Choose the day the work starts' });
    const parsed = calendarDateSchema.safeParse(v.date);
    if (!parsed.success) return ctx.addIssue({ code: 'custom', path: ['date'], message: parsed.error.issues[0]!.message });
    if (v.date < today()) ctx.addIssue({ code: 'custom', path: ['date'], message: 'The start date cannot be in the past' });
    else if (Date.parse(`${v.date}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`) > 366 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'The start date must be within a year' });
  })
  .transform((v): ProjectStart => (v.when === 'now' ? 'now' : { date: v.date }));

type Props = {
  open: boolean;
  onClose: () => void;
  businessName: string;
  applicationId: string;
  trades: string[];
  cost: string;
  /** This hire fills the last required trade: the client says when the work starts. */
  completesTeam: boolean;
  onHire: (start?: ProjectStart) => void;
};

/** Confirm a hire; the hire that completes the team asks when the work starts (now or on a date). */
export function HireQuoteDialog({ open, onClose, businessName, applicationId, trades, cost, completesTeam, onHire }: Props) {
  const form = useContractForm({ schema: startFormSchema, defaultValues: { when: 'now', date: '' } });
  const when = form.watch('when');
  const error = form.formState.errors.date?.message;
  const dateId = `start-date-${applicationId}`;
  const description = `They will be hired for ${trades.join(' and ')} at ${cost}. Each trade can be hired once.`;
  if (!completesTeam)
    return (
      <AlertDialog open={open} onClose={onClose} title={`Hire ${businessName}?`} description={description}>
        <DialogActions>
          <Button onClick={() => onHire()}>Confirm hire</Button>
          <Button $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </DialogActions>
      </AlertDialog>
    );
  return (
    <AlertDialog open={open} onClose={onClose} title={`Hire ${businessName}?`} description={`${description} This completes your team.`}>
      <form onSubmit={form.handleSubmit((start) => onHire(start))} noValidate aria-label="Hire and choose the start">
        <Choice>
          <legend>When does the work start?</legend>
          <label>
            <input type="radio" value="now" {...form.register('when')} /> Start now
          </label>
          <label>
            <input type="radio" value="date" {...form.register('when')} /> On a date
          </label>
        </Choice>
        {when === 'date' && (
          <Field id={dateId} label="Start date" error={error}>
            <Input id={dateId} type="date" min={today()} {...form.register('date')} {...invalidProps(dateId, error)} />
          </Field>
        )}
        <DialogActions style={{ marginTop: 16 }}>
          <Button type="submit">{when === 'date' ? 'Hire and set the start date' : 'Hire and start now'}</Button>
          <Button $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </DialogActions>
      </form>
    </AlertDialog>
  );
}

const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  border: 0;
  padding: 0;
  margin: ${({ theme }) => theme.space(3)} 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;
