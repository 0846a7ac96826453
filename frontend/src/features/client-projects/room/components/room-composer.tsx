import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { postRoomMessageRequestSchema } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { FieldError, Textarea } from '@/components/ui/form';
import { failureText } from '@/lib/failure-text';
import { invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { usePostRoomMessage } from '../api/project-room';

/**
 * 'Message the team': the contract's messages beside the box; sent trimmed, then the box empties.
 * As in Messages, Enter sends and Shift+Enter adds a line.
 */
export function RoomComposer({ projectId, headingId }: { projectId: string; headingId: string }) {
  const form = useContractForm({ schema: postRoomMessageRequestSchema, defaultValues: { content: '' } });
  const error = form.formState.errors.content?.message;
  const post = usePostRoomMessage({
    onSuccess: () => form.reset({ content: '' }),
    onError: (e) =>
      toast({ title: 'Error', description: failureText(e, 'Failed to send message. Please try again.'), variant: 'destructive' }),
  });
  const onSubmit = useCommandSubmit(form, ({ content }, commandId) => post.mutateAsync({ projectId, content, commandId }));
  const id = `${headingId}-text`;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void onSubmit();
  };
  const { onChange, onBlur, name, ref } = form.register('content');
  return (
    <Composer onSubmit={onSubmit} noValidate>
      <Textarea
        id={id}
        aria-label="Message the team"
        rows={2}
        placeholder="Message the team..."
        name={name}
        ref={ref}
        onChange={onChange}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        {...invalidProps(headingId, error)}
        aria-describedby={error ? `${headingId}-error` : `${headingId}-hint`}
      />
      <FieldError id={`${headingId}-error`} message={error} />
      <Row>
        <Hint id={`${headingId}-hint`}>Press Enter to send, Shift+Enter for a new line.</Hint>
        <Button type="submit" $size="sm" disabled={post.isPending}>
          {post.isPending ? 'Sending...' : 'Send to the team'}
        </Button>
      </Row>
    </Composer>
  );
}

const Composer = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  /* A chat line, not a letter: two rows to start with (the shared field's minimum is for long texts). */
  textarea {
    width: 100%;
    min-height: 76px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
