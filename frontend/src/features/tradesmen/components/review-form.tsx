import { useController } from 'react-hook-form';
import styled from 'styled-components';
import { AlertCircle, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, Label, Select, Textarea } from '@/components/ui/form';
import { StarInput } from '@/components/ui/star-input';
import { invalidProps } from '@/lib/forms';
import type { TradesmanProfile } from '../api/get-tradesman';
import type { MyReviewInvitation } from '../api/review-invitations';
import { useReviewForm } from './use-review-form';

type Props = {
  profile: TradesmanProfile;
  /** The client's open invitations from this tradesman (at least one). */
  invitations: MyReviewInvitation[];
  /** The invitation the client came from (`?invitation=`), chosen first when it is one of them. */
  preferredInvitationId?: string | null;
  onReviewed?: () => Promise<void>;
};

/** 'Write a review' through the tradesman's invitation: one review per invitation, about its project. */
export function ReviewForm({ profile, invitations, preferredInvitationId, onReviewed }: Props) {
  const initial = invitations.find((i) => i.id === preferredInvitationId) ?? invitations[0];
  const { form, conflict, onSubmit, isPending } = useReviewForm({
    tradesmanId: profile.id,
    businessName: profile.businessName,
    initialInvitationId: initial?.id ?? '',
    onReviewed,
  });
  // Bound before the fields below it register: the first invalid field, in registration order, takes the focus.
  const { field: rating } = useController({ control: form.control, name: 'rating' });
  const { errors } = form.formState;
  const projectTitle = (i: MyReviewInvitation) => i.portfolioProjectTitle ?? 'A project';

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="review-form-title">
      <h3 id="review-form-title">Write a review</h3>
      <Note>
        {profile.businessName} invited you to review their work. Your review will show as &lsquo;Invited by the tradesman&rsquo; and does
        not count towards their rating.
      </Note>
      <div>
        <Label as="p" id="review-rating-label">
          Your rating
        </Label>
        <StarInput
          ref={rating.ref}
          name="rating"
          value={rating.value ?? 0}
          onChange={rating.onChange}
          labelledBy="review-rating-label"
          invalid={Boolean(errors.rating)}
          describedBy={errors.rating ? 'review-rating-error' : undefined}
        />
        <FieldError id="review-rating-error" message={errors.rating?.message} />
      </div>
      {invitations.length > 1 ? (
        <Field id="review-invitation" label="Which work are you reviewing?" error={errors.invitationId?.message}>
          <Select id="review-invitation" {...form.register('invitationId')}>
            {invitations.map((i) => (
              <option key={i.id} value={i.id}>
                {projectTitle(i)}
              </option>
            ))}
          </Select>
        </Field>
      ) : (
        initial && <Project>Project: {projectTitle(initial)}</Project>
      )}
      <Field
        id="review-comment"
        label="Your review"
        optional
        error={errors.comment?.message}
        hint="What went well? Was the work tidy, on time and on budget?"
      >
        <Textarea
          id="review-comment"
          maxLength={2000}
          rows={4}
          {...form.register('comment')}
          {...invalidProps('review-comment', errors.comment?.message, true)}
        />
      </Field>
      {conflict && (
        <Conflict role="alert">
          <AlertCircle size={16} aria-hidden="true" />
          {conflict}
        </Conflict>
      )}
      <div>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          <Send size={16} aria-hidden="true" />
          {isPending ? 'Submitting...' : 'Submit review'}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandTint};
  border: 1px solid ${({ theme }) => theme.colors.brandSoft};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  textarea {
    min-height: 110px;
  }
`;

const Note = styled.p`
  margin-top: -${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Project = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Conflict = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;
