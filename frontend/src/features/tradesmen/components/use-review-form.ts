import { z } from 'zod';
import type { UseFormReturn } from 'react-hook-form';
import { submitReviewRequestSchema, type SubmitReview } from '@tradeguild/contracts';
import { ApiError } from '@/lib/api-error';
import { failureText } from '@/lib/failure-text';
import { formSchema, showServerIssues, useCommandSubmit, useContractForm, useFormMessage } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useSubmitReview } from '../api/submit-review';

export type ReviewValues = { rating: number; comment: string; portfolioProjectId: string };
export type ReviewForm = UseFormReturn<ReviewValues, unknown, Omit<SubmitReview, 'commandId'>>;

/** The contract's review, where no star chosen yet (0) is a missing rating. */
const reviewFormSchema = formSchema<ReviewValues>()(
  submitReviewRequestSchema.omit({ commandId: true }).extend({
    rating: z.preprocess((stars) => stars || undefined, submitReviewRequestSchema.shape.rating),
  }),
);

type Options = { tradesmanId: string; businessName: string; initialProjectId: string; onReviewed?: () => Promise<void> };

/** Validation with the shared contract; 409 (already reviewed) is shown beside the form. */
export function useReviewForm({ tradesmanId, businessName, initialProjectId, onReviewed }: Options) {
  const empty: ReviewValues = { rating: 0, comment: '', portfolioProjectId: initialProjectId };
  const form = useContractForm({ schema: reviewFormSchema, defaultValues: empty });
  const conflict = useFormMessage(form);

  const mutation = useSubmitReview(tradesmanId, {
    onSuccess: async () => {
      toast({ title: 'Review submitted', description: `Thank you! Your review of ${businessName} is now live.` });
      form.reset(empty);
      await onReviewed?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        return conflict.show(error.body?.message ?? 'You have already reviewed this tradesman');
      showServerIssues(form, error);
      toast({ title: 'Error', description: failureText(error, 'Failed to submit review. Please try again.'), variant: 'destructive' });
    },
  });

  const onSubmit = useCommandSubmit(form, (values, commandId) => mutation.mutateAsync({ ...values, commandId }));
  return { form, conflict: conflict.message, onSubmit, isPending: mutation.isPending };
}
