import styled from 'styled-components';
import { FORUM_LIMITS, saveForumReplyRequestSchema } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/form';
import { invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { editReply, replyToPost, useForumMutation } from '../api/commands';
import { failed } from './actions';

type Props = { postId: string } | { replyId: string; initial: string; onDone: () => void };

/** Writes a new reply, or edits one (the author's own). */
export function ReplyBox(props: Props) {
  const editing = 'replyId' in props;
  const form = useContractForm({ schema: saveForumReplyRequestSchema, defaultValues: { content: editing ? props.initial : '' } });
  const error = form.formState.errors.content?.message;
  const post = useForumMutation(replyToPost, {
    onSuccess: () => form.reset({ content: '' }),
    onError: failed('Failed to post reply. Please try again.'),
  });
  const edit = useForumMutation(editReply, {
    onSuccess: () => editing && props.onDone(),
    onError: failed('Failed to update reply. Please try again.'),
  });
  const id = editing ? `reply-edit-${props.replyId}` : 'reply-content';
  const onSubmit = useCommandSubmit(form, ({ content }, commandId) =>
    editing ? edit.mutateAsync({ id: props.replyId, content, commandId }) : post.mutateAsync({ postId: props.postId, content, commandId }),
  );

  return (
    <Form onSubmit={onSubmit} noValidate>
      <Field id={id} label={editing ? 'Edit your reply' : 'Your reply'} error={error}>
        <Textarea
          id={id}
          maxLength={FORUM_LIMITS.reply}
          placeholder="Share your experience or answer..."
          {...form.register('content')}
          {...invalidProps(id, error)}
        />
      </Field>
      <Buttons>
        {editing && (
          <Button $variant="outline" onClick={props.onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={post.isPending || edit.isPending}>
          {editing ? 'Save Reply' : 'Post Reply'}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
