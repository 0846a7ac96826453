import { useController } from 'react-hook-form';
import styled from 'styled-components';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, Label, Select, Textarea } from '@/components/ui/form';
import { StarInput } from '@/components/ui/star-input';
import { formatDate } from '@/lib/format';
import { invalidProps } from '@/lib/forms';
import type { TradesmanProfile } from '../api/get-tradesman';
import type { PortfolioProject } from '../api/get-tradesman-projects';
import type { Review } from '../api/get-tradesman-reviews';
import { useReviewForm } from './use-review-form';

type Props = { profile: TradesmanProfile; projects: PortfolioProject[]; ownReviews: Review[]; onReviewed?: () => Promise<void> };

/** 'Write a review': one general review per client, plus one per portfolio project. */
export function ReviewForm({ profile, projects, ownReviews, onReviewed }: Props) {
  const reviewed = new Set(ownReviews.map((r) => r.portfolioProjectId ?? ''));
  const choices = [{ id: '', title: 'Their work in general' }, ...projects.map((p) => ({ id: p.id, title: p.title }))];
  const open = choices.filter((c) => !reviewed.has(c.id));
  const { form, conflict, onSubmit, isPending } = useReviewForm({
    tradesmanId: profile.id,
    businessName: profile.businessName,
    initialProjectId: open[0]?.id ?? '',
    onReviewed,
  });
  // Bound before the fields below it register: the first invalid field, in registration order, takes the focus.
  const { field: rating } = useController({ control: form.control, name: 'rating' });
  const { errors } = form.formState;

  if (open.length === 0) {
    const last = ownReviews[0];
    return (
      <Done role="status">
        <CheckCircle2 size={20} aria-hidden="true" />
        You reviewed {profile.businessName}
        {last ? ` on ${formatDate(last.createdAt)}` : ''}. Thank you for helping other homeowners.
      </Done>
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="review-form-title">
      <h3 id="review-form-title">Write a review</h3>
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
      {choices.length > 1 && (
        <Field id="review-project" label="Which work are you reviewing?" optional error={errors.portfolioProjectId?.message}>
          <Select id="review-project" {...form.register('portfolioProjectId')}>
            {choices.map((c) => (
              <option key={c.id} value={c.id} disabled={reviewed.has(c.id)}>
                {c.title}
                {reviewed.has(c.id) ? ' (already reviewed)' : ''}
              </option>
            ))}
          </Select>
        </Field>
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

const Done = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  svg {
    flex-shrink: 0;
  }
`;

const Conflict = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;
