import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import { submitReviewRequestSchema, type SubmitReview } from '@tradeguild/contracts';
import { ApiError } from '@/lib/api-error';
import { formFailed, formSchema, useCommandSubmit, useContractForm, useFormMessage } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useSubmitReview } from '../api/submit-review';

export type ReviewValues = { rating: number; comment: string; invitationId: string };
export type ReviewForm = UseFormReturn<ReviewValues, unknown, SubmitReview>;

const reviewFormSchema = formSchema<ReviewValues>()(submitReviewRequestSchema);

type Options = { tradesmanId: string; businessName: string; initialInvitationId: string; onReviewed?: () => Promise<void> };

/** Validation with the shared contract; a refusal (403: not invited, already used) is shown beside the form. */
export function useReviewForm({ tradesmanId, businessName, initialInvitationId, onReviewed }: Options) {
  // No star chosen yet: the contract's 'Rating is required'.
  const empty: DefaultValues<ReviewValues> = { rating: undefined, comment: '', invitationId: initialInvitationId };
  const form = useContractForm({ schema: reviewFormSchema, defaultValues: empty });
  const conflict = useFormMessage(form);
  const failed = formFailed(form, 'Failed to submit review. Please try again.');

  const mutation = useSubmitReview(tradesmanId, {
    onSuccess: async () => {
      toast({ title: 'Review submitted', description: `Thank you! Your review of ${businessName} is now live.` });
      form.reset(empty);
      await onReviewed?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 409))
        return conflict.show(error.body?.message ?? 'You cannot review this tradesman');
      failed(error);
    },
  });

  const onSubmit = useCommandSubmit(form, (values, commandId) => mutation.mutateAsync({ ...values, commandId }));
  return { form, conflict: conflict.message, onSubmit, isPending: mutation.isPending };
}
