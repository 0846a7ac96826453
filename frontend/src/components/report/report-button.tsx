import { useState } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { Flag } from 'lucide-react';
import {
  fileReportRoute,
  MODERATION_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_SUBJECT_LABELS,
  reportFormSchema,
  type ReportReason,
  type ReportSubjectType,
} from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, FieldError, Label, Textarea } from '@/components/ui/form';
import { RadioGroup } from '@/components/ui/radio-group';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { failureText } from '@/lib/failure-text';
import { formSchema, invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

type ReportButtonProps = {
  subjectType: ReportSubjectType;
  subjectId: string;
  /** 'icon' for tight rows (a message, a review): the flag alone. Either way its name says what it reports. */
  look?: 'text' | 'icon';
};

/**
 * "Report": any signed-in member flags a forum post or reply, a review, a profile or a message for
 * the admins (POST /api/reports). The server refuses a second report and one's own content.
 */
export function ReportButton({ subjectType, subjectId, look = 'text' }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const what = REPORT_SUBJECT_LABELS[subjectType].toLowerCase();
  const form = useContractForm({
    schema: formSchema<{ reason: string; details: string }>()(reportFormSchema),
    defaultValues: { reason: '', details: '' },
  });
  const errors = form.formState.errors;
  const report = useAppMutation({
    mutationFn: (input: { reason: ReportReason; details?: string; commandId: string }) =>
      apiCommand(fileReportRoute, { body: { subjectType, subjectId, ...input } }),
    onSuccess: () => {
      toast({ title: 'Report sent', description: 'Thank you. An admin will look at it and let you know the outcome.' });
      setOpen(false);
      form.reset();
    },
    onError: (error) =>
      toast({ title: 'Error', description: failureText(error, 'Failed to send the report. Please try again.'), variant: 'destructive' }),
  });
  const onSubmit = useCommandSubmit(form, ({ reason, details }, commandId) => report.mutateAsync({ reason, details, commandId }));
  return (
    <>
      <Button $variant="ghost" $size="sm" onClick={() => setOpen(true)} aria-label={`Report this ${what}`}>
        <Flag size={15} aria-hidden="true" />
        {look === 'text' && 'Report'}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Report this ${what}`}
        description="Tell the admins what is wrong. Only they see your report."
      >
        <ReportForm onSubmit={onSubmit} noValidate>
          <div>
            <Label as="span" id="report-reason-label">
              Reason
            </Label>
            <Controller
              control={form.control}
              name="reason"
              render={({ field }) => (
                <RadioGroup
                  ref={field.ref}
                  name="report-reason"
                  options={REASON_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                  labelledBy="report-reason-label"
                  invalid={Boolean(errors.reason)}
                  describedBy={errors.reason ? 'report-reason-error' : undefined}
                />
              )}
            />
            <FieldError id="report-reason-error" message={errors.reason?.message} />
          </div>
          <Field id="report-details" label="Details" optional error={errors.details?.message}>
            <Textarea
              id="report-details"
              rows={3}
              maxLength={MODERATION_LIMITS.details}
              {...form.register('details')}
              {...invalidProps('report-details', errors.details?.message)}
            />
          </Field>
          <Actions>
            <Button $variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" $variant="danger" disabled={report.isPending}>
              Send report
            </Button>
          </Actions>
        </ReportForm>
      </Dialog>
    </>
  );
}

const ReportForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
