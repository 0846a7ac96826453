import { useState } from 'react';
import styled from 'styled-components';
import { EyeOff, Heart } from 'lucide-react';
import { FORUM_LIMITS, hideForumContentRequestSchema } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/form';
import { failureText } from '@/lib/failure-text';
import { pluralNoun } from '@/lib/format';
import { invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { hideForumItem, setLike, useForumMutation } from '../api/commands';
import { Sr } from './post-card';

type Target = { kind: 'posts' | 'replies'; id: string };

export const failed = (fallback: string) => (error: Error) =>
  toast({ title: 'Error', description: failureText(error, fallback), variant: 'destructive' });

/** Like or unlike; the count comes from the server once it has answered. */
export function LikeButton({ target, liked, likes }: { target: Target; liked: boolean; likes: number }) {
  const like = useForumMutation(setLike, { onError: failed('Failed to update the like. Please try again.') });
  const what = target.kind === 'posts' ? 'post' : 'reply';
  return (
    // The name is the hidden sentence, which holds the visible count too (WCAG 2.5.3, label in name).
    <Like
      type="button"
      $on={liked}
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={() => like.mutate({ ...target, liked: !liked })}
    >
      <Heart size={16} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
      <Sr>{`${liked ? 'Unlike' : 'Like'} this ${what} (${likes} ${pluralNoun(likes, 'like', 'likes')})`}</Sr>
      <span aria-hidden="true">{likes}</span>
    </Like>
  );
}

/** An admin hides a post or reply, saying why. */
export function HideButton({ target, onHidden }: { target: Target; onHidden?: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useContractForm({ schema: hideForumContentRequestSchema, defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const hide = useForumMutation(hideForumItem, {
    onSuccess: () => {
      toast({ title: target.kind === 'posts' ? 'Post hidden' : 'Reply hidden' });
      setOpen(false);
      onHidden?.();
    },
    onError: failed('Failed to hide. Please try again.'),
  });
  const onSubmit = useCommandSubmit(form, ({ reason }, commandId) => hide.mutateAsync({ ...target, reason, commandId }));
  return (
    <>
      <Button $variant="ghost" $size="sm" onClick={() => setOpen(true)}>
        <EyeOff size={15} aria-hidden="true" />
        Hide
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={target.kind === 'posts' ? 'Hide this post' : 'Hide this reply'}
        description="Members will no longer see it. Admins still can."
      >
        <HideForm onSubmit={onSubmit} noValidate>
          <Field id="hide-reason" label="Reason" error={error}>
            <Textarea
              id="hide-reason"
              data-autofocus
              maxLength={FORUM_LIMITS.hideReason}
              {...form.register('reason')}
              {...invalidProps('hide-reason', error)}
            />
          </Field>
          <Button type="submit" $variant="danger" disabled={hide.isPending}>
            Hide
          </Button>
        </HideForm>
      </Dialog>
    </>
  );
}

const Like = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 6px 12px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.dangerSoft : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const HideForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
