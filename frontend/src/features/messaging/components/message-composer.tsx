import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Send } from 'lucide-react';
import { MESSAGE_MAX_LENGTH, sendMessageRequestSchema } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/form';
import { useCommandSubmit, useContractForm } from '@/lib/forms';
import { useDraftCopy } from '../hooks/use-draft-copy';
import { ComposerContext } from './composer-context';

export type SendInput = { content: string; commandId: string };
type Callbacks = { onSuccess: () => void; onError: () => void };

/** The contract's message text: sent trimmed. */
const composerSchema = sendMessageRequestSchema.pick({ content: true });

type Props = {
  partnerId: string;
  partnerName: string;
  projectId: string | null;
  onClearProject: () => void;
  isPending: boolean;
  onSend: (input: SendInput, callbacks: Callbacks) => void;
};

/** Enter sends, Shift+Enter adds a line. The text is cleared while sending and put back if it fails. */
export function MessageComposer({ partnerId, partnerName, projectId, onClearProject, isPending, onSend }: Props) {
  const inputId = useId();
  const hintId = useId();
  const form = useContractForm({ schema: composerSchema, defaultValues: { content: '' } });
  useDraftCopy(form, partnerId);
  const text = useWatch({ control: form.control, name: 'content' });
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const blank = text.trim() === '';

  // Ready to type on desktop; on touch screens the keyboard waits for a tap.
  useEffect(() => {
    if (window.matchMedia('(hover: hover) and (pointer: fine)').matches) textareaRef.current?.focus({ preventScroll: true });
  }, [partnerId]);

  const sendTrimmed = useCommandSubmit(
    form,
    ({ content }, commandId) =>
      new Promise<void>((resolve, reject) => {
        const typed = form.getValues('content');
        form.setValue('content', '');
        onSend(
          { content, commandId },
          {
            onSuccess: resolve,
            onError: () => {
              form.setValue('content', typed);
              textareaRef.current?.focus();
              reject(new Error('Not sent'));
            },
          },
        );
      }),
  );
  // A blank message is ignored (spec section 5), never answered with a message.
  const send = () => {
    if (!blank && !isPending) void sendTrimmed();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const { ref, ...content } = form.register('content');

  return (
    <Form onSubmit={onSubmit}>
      {projectId && <ComposerContext projectId={projectId} onClear={onClearProject} />}
      <Row>
        <label htmlFor={inputId} className="visually-hidden">
          Message to {partnerName}
        </label>
        <Box
          ref={(el: HTMLTextAreaElement | null) => {
            ref(el);
            textareaRef.current = el;
          }}
          id={inputId}
          {...content}
          onKeyDown={onKeyDown}
          placeholder="Type your message..."
          rows={Math.min(6, text.split('\n').length)}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-describedby={hintId}
        />
        <Button type="submit" disabled={blank || isPending} aria-label="Send message">
          <Send size={17} aria-hidden="true" />
          <SendLabel>Send</SendLabel>
        </Button>
      </Row>
      <Hint id={hintId}>Press Enter to send, Shift+Enter for a new line.</Hint>
    </Form>
  );
}

const Form = styled.form`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 46px;
  }
`;

const Box = styled(Textarea)`
  flex: 1;
  min-height: 46px;
  max-height: 168px;
  resize: none;
  line-height: 1.45;
  field-sizing: content;
`;

const SendLabel = styled.span`
  @media (max-width: 479.98px) {
    display: none;
  }
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  @media (hover: none) {
    display: none;
  }
`;
