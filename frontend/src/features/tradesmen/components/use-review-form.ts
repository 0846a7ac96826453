import { useRef, useState, type FormEvent } from 'react';
import { submitReviewRequestSchema } from '@tradeguild/contracts';
import { ApiError, fieldIssues } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useSubmitReview } from '../api/submit-review';
import { failureText } from '@/lib/failure-text';

export type ReviewValues = { rating: number; comment: string; portfolioProjectId: string };
export type ReviewErrors = Partial<Record<keyof ReviewValues, string>>;

type Options = { tradesmanId: string; businessName: string; initialProjectId: string; onReviewed?: () => Promise<void> };

/** Validation with the shared contract; 409 (already reviewed) is shown beside the form. */
export function useReviewForm({ tradesmanId, businessName, initialProjectId, onReviewed }: Options) {
  const empty: ReviewValues = { rating: 0, comment: '', portfolioProjectId: initialProjectId };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  // One id per attempt: a double click or a retry with the same values records one review.
  const commandId = useRef<string | null>(null);

  const mutation = useSubmitReview(tradesmanId, {
    onSuccess: async () => {
      toast({ title: 'Review submitted', description: `Thank you! Your review of ${businessName} is now live.` });
      setValues(empty);
      commandId.current = null;
      await onReviewed?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        return setConflict(error.body?.message ?? 'You have already reviewed this tradesman');
      setErrors(fieldIssues(error));
      toast({ title: 'Error', description: failureText(error, 'Failed to submit review. Please try again.'), variant: 'destructive' });
    },
  });

  function update<K extends keyof ReviewValues>(key: K, value: ReviewValues[K]) {
    commandId.current = null;
    setConflict(null);
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = submitReviewRequestSchema.safeParse({ ...values, rating: values.rating || undefined });
    if (!parsed.success) {
      const next: ReviewErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ReviewValues;
        next[key] ??= issue.message;
      }
      setErrors(next);
      event.currentTarget.querySelector<HTMLElement>(next.rating ? '[role="radio"]' : '#review-comment')?.focus();
      return;
    }
    commandId.current ??= crypto.randomUUID();
    mutation.mutate({ ...parsed.data, commandId: commandId.current });
  }

  return { values, errors, conflict, update, onSubmit, isPending: mutation.isPending };
}
