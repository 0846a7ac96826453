import { useId } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { submitReviewRequestSchema } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Field, FieldError, Label, Textarea } from '@/components/ui/form';
import { StarInput } from '@/components/ui/star-input';
import { failureText } from '@/lib/failure-text';
import { formSchema, invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useReviewJob } from '../api/review-job';

type Props = { open: boolean; onClose: () => void; onReviewed: () => void; projectId: string; tradesmanId: string; businessName: string };
type Values = { rating: number; comment: string };

/** The contract's rating and comment, where no star chosen yet (0) is a missing rating. */
const jobReviewSchema = formSchema<Values>()(
  submitReviewRequestSchema.pick({ comment: true }).extend({
    rating: z.preprocess((stars) => stars || undefined, submitReviewRequestSchema.shape.rating),
  }),
);

/** A review of a hired tradesman for a completed job; the server stores it as verified. */
export function ReviewJobDialog({ open, onClose, onReviewed, projectId, tradesmanId, businessName }: Props) {
  const form = useContractForm({ schema: jobReviewSchema, defaultValues: { rating: 0, comment: '' } });
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
  const onSubmit = useCommandSubmit(form, (values, commandId) => review.mutateAsync({ tradesmanId, projectId, ...values, commandId }));
  const commentId = `review-comment-${tradesmanId}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Review ${businessName}`}
      description="Reviews for a completed job carry a 'Verified job' badge on the profile."
    >
      <ReviewForm onSubmit={onSubmit} noValidate aria-label={`Review ${businessName}`}>
        <div data-field="rating">
          <Label as="p" id={labelId}>
            Rating
          </Label>
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <StarInput
                name={`rating-${tradesmanId}`}
                value={field.value}
                onChange={field.onChange}
                labelledBy={labelId}
                invalid={!!errors.rating}
                describedBy={`${labelId}-error`}
              />
            )}
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
      </ReviewForm>
    </Dialog>
  );
}

/** The dialog's body as a form: Post Review submits it. */
const ReviewForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;
