import { rejectApplicationRequestSchema } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { DialogActions } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/form';
import { invalidProps, useContractForm } from '@/lib/forms';

type Props = { open: boolean; onClose: () => void; businessName: string; applicationId: string; onReject: (message?: string) => void };

/** Confirm rejecting a quote, with an optional message to the tradesman (the contract's limit). */
export function RejectQuoteDialog({ open, onClose, businessName, applicationId, onReject }: Props) {
  const form = useContractForm({ schema: rejectApplicationRequestSchema.removeDefault(), defaultValues: { message: '' } });
  const error = form.formState.errors.message?.message;
  const id = `reject-note-${applicationId}`;
  return (
    <AlertDialog open={open} onClose={onClose} title={`Reject the quote from ${businessName}?`}>
      <form onSubmit={form.handleSubmit(({ message }) => onReject(message))} noValidate aria-label="Reject quote">
        <Field id={id} label="Message to the tradesman" optional error={error}>
          <Textarea id={id} maxLength={1000} {...form.register('message')} {...invalidProps(id, error)} />
        </Field>
        <DialogActions style={{ marginTop: 16 }}>
          <Button type="submit" $variant="danger">
            Reject quote
          </Button>
          <Button $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </DialogActions>
      </form>
    </AlertDialog>
  );
}
