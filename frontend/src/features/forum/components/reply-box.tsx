import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FORUM_LIMITS, FORUM_MESSAGES } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/form';
import { editReply, replyToPost, useForumMutation } from '../api/commands';
import { failed } from './actions';

type Props = { postId: string } | { replyId: string; initial: string; onDone: () => void };

/** Writes a new reply, or edits one (the author's own). */
export function ReplyBox(props: Props) {
  const editing = 'replyId' in props;
  const [content, setContent] = useState(editing ? props.initial : '');
  const [error, setError] = useState<string>();
  const post = useForumMutation(replyToPost, {
    onSuccess: () => setContent(''),
    onError: failed('Failed to post reply. Please try again.'),
  });
  const edit = useForumMutation(editReply, {
    onSuccess: () => editing && props.onDone(),
    onError: failed('Failed to update reply. Please try again.'),
  });
  const id = editing ? `reply-edit-${props.replyId}` : 'reply-content';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) return setError(FORUM_MESSAGES.content);
    if (editing) edit.mutate({ id: props.replyId, content: text });
    else post.mutate({ postId: props.postId, content: text });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Field id={id} label={editing ? 'Edit your reply' : 'Your reply'} error={error}>
        <Textarea
          id={id}
          value={content}
          maxLength={FORUM_LIMITS.reply}
          placeholder="Share your experience or answer..."
          onChange={(e) => {
            setContent(e.target.value);
            setError(undefined);
          }}
          $invalid={!!error}
          aria-invalid={!!error || undefined}
          aria-describedby={`${id}-error`}
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
