import styled from 'styled-components';
import { AlertCircle, Send } from 'lucide-react';
import { replyToReviewRequestSchema } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/form';
import { ApiError } from '@/lib/api-error';
import { formFailed, formSchema, invalidProps, useCommandSubmit, useContractForm, useFormMessage } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useReplyToReview } from '../api/reply-to-review';

type ReplyValues = { text: string };
const replyFormSchema = formSchema<ReplyValues>()(replyToReviewRequestSchema);

type Props = { reviewId: string; initial: string | null; onDone: () => void };

/** The reviewed tradesman's reply under a review (or its edit, within 7 days of the first reply). */
export function ReplyForm({ reviewId, initial, onDone }: Props) {
  const form = useContractForm({ schema: replyFormSchema, defaultValues: { text: initial ?? '' } });
  const refused = useFormMessage(form);
  const failed = formFailed(form, 'Failed to save your reply. Please try again.');
  const mutation = useReplyToReview(reviewId, {
    onSuccess: () => {
      toast({ title: initial ? 'Reply updated' : 'Reply posted', description: 'Your response now shows under the review.' });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) return refused.show(error.body?.message ?? 'You cannot reply to this review');
      failed(error);
    },
  });
  const onSubmit = useCommandSubmit(form, (values, commandId) => mutation.mutateAsync({ ...values, commandId }));
  const id = `reply-${reviewId}`;
  const error = form.formState.errors.text?.message;
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Reply to this review">
      <Field id={id} label="Your reply" error={error} hint="Shown under the review. You can edit it for 7 days.">
        <Textarea id={id} rows={3} maxLength={1000} {...form.register('text')} {...invalidProps(id, error, true)} />
      </Field>
      {refused.message && (
        <Alert role="alert">
          <AlertCircle size={16} aria-hidden="true" />
          {refused.message}
        </Alert>
      )}
      <Actions>
        <Button type="submit" $size="sm" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          <Send size={14} aria-hidden="true" />
          {mutation.isPending ? 'Saving...' : initial ? 'Save reply' : 'Post reply'}
        </Button>
        <Button type="button" $size="sm" $variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandTint};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Alert = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;
