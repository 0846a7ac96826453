import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { Field, FieldError, Label, Textarea } from '@/components/ui/form';
import { StarInput } from '@/components/ui/star-input';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import { useReviewJob } from '../api/review-job';

type Props = { open: boolean; onClose: () => void; onReviewed: () => void; projectId: string; tradesmanId: string; businessName: string };

/** A review of a hired tradesman for a completed job; the server stores it as verified. */
export function ReviewJobDialog({ open, onClose, onReviewed, projectId, tradesmanId, businessName }: Props) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
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
  const send = () => {
    if (rating < 1) return setError('Rating is required');
    setError(undefined);
    review.mutate({ tradesmanId, projectId, rating, comment });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Review ${businessName}`}
      description="Reviews for a completed job carry a 'Verified job' badge on the profile."
    >
      <DialogBody>
        <div>
          <Label as="p" id={labelId}>
            Rating
          </Label>
          <StarInput
            name={`rating-${tradesmanId}`}
            value={rating}
            onChange={setRating}
            labelledBy={labelId}
            invalid={!!error}
            describedBy={`${labelId}-error`}
          />
          <FieldError id={`${labelId}-error`} message={error} />
        </div>
        <Field id={`review-comment-${tradesmanId}`} label="Comment" optional>
          <Textarea id={`review-comment-${tradesmanId}`} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={2000} />
        </Field>
        <DialogActions>
          <Button onClick={send} disabled={review.isPending}>
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
