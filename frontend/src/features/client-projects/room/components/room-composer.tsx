import styled from 'styled-components';
import { postRoomMessageRequestSchema } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { FieldError, Textarea } from '@/components/ui/form';
import { failureText } from '@/lib/failure-text';
import { invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { usePostRoomMessage } from '../api/project-room';

/** 'Message the team': the contract's messages beside the box; sent trimmed, then the box empties. */
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
  return (
    <Composer onSubmit={onSubmit} noValidate>
      <Textarea
        id={id}
        aria-label="Message the team"
        rows={2}
        placeholder="Message the team..."
        {...form.register('content')}
        {...invalidProps(headingId, error)}
      />
      <FieldError id={`${headingId}-error`} message={error} />
      <Button type="submit" $size="sm" disabled={post.isPending}>
        {post.isPending ? 'Sending...' : 'Send to the team'}
      </Button>
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
