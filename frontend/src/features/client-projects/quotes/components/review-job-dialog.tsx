import { useId } from 'react';
import { useController } from 'react-hook-form';
import { submitReviewRequestSchema } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { Field, FieldError, Label, Textarea } from '@/components/ui/form';
import { StarInput } from '@/components/ui/star-input';
import { failureText } from '@/lib/failure-text';
import { formSchema, invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useReviewJob } from '../api/review-job';

type Props = { open: boolean; onClose: () => void; onReviewed: () => void; projectId: string; tradesmanId: string; businessName: string };
type Values = { rating: number; comment: string };

const jobReviewSchema = formSchema<Values>()(submitReviewRequestSchema);

/** A review of a hired tradesman for a completed job; the server stores it as verified. */
export function ReviewJobDialog({ open, onClose, onReviewed, projectId, tradesmanId, businessName }: Props) {
  // No star chosen yet: the contract's 'Rating is required'.
  const form = useContractForm({ schema: jobReviewSchema, defaultValues: { rating: undefined, comment: '' } });
  // Bound before the comment registers: the first invalid field, in registration order, takes the focus.
  const { field: rating } = useController({ control: form.control, name: 'rating' });
  const { errors } = form.formState;
  const labelId = useId();
  const review = useReviewJob({
    onSuccess: () => {
      toast({ title: 'Review posted', description: `Your review of ${businessName} shows as a verified job.` });
      onReviewed();
      onClose();
    },
    onError: (e) =>
      toast({ title: 'Error', description: failureText(e, 'Failed to post review. Please try again.'), variant: 'destructive' }),
  });
  const onSubmit = useCommandSubmit(form, (values, commandId) => review.mutateAsync({ ...values, tradesmanId, projectId, commandId }));
  const commentId = `review-comment-${tradesmanId}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Review ${businessName}`}
      description="Reviews for a completed job carry a 'Verified job' badge on the profile."
    >
      <DialogBody as="form" onSubmit={onSubmit} noValidate aria-label={`Review ${businessName}`}>
        <div>
          <Label as="p" id={labelId}>
            Rating
          </Label>
          <StarInput
            ref={rating.ref}
            name={`rating-${tradesmanId}`}
            value={rating.value ?? 0}
            onChange={rating.onChange}
            labelledBy={labelId}
            invalid={!!errors.rating}
            describedBy={`${labelId}-error`}
          />
          <FieldError id={`${labelId}-error`} message={errors.rating?.message} />
        </div>
        <Field id={commentId} label="Comment" optional error={errors.comment?.message}>
          <Textarea id={commentId} maxLength={2000} {...form.register('comment')} {...invalidProps(commentId, errors.comment?.message)} />
        </Field>
        <DialogActions>
          <Button type="submit" disabled={review.isPending}>
            Post Review
          </Button>
          <Button $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
}
