import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Send } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/form';
import { useDraft } from '../stores/draft-store';
import { ComposerContext } from './composer-context';

export type SendInput = { content: string; commandId: string };
type Callbacks = { onSuccess: () => void; onError: () => void };

type Props = {
  partnerId: string;
  partnerName: string;
  projectId: string | null;
  onClearProject: () => void;
  isPending: boolean;
  onSend: (input: SendInput, callbacks: Callbacks) => void;
};

/**
 * Enter sends, Shift+Enter adds a line. The text is the partner's draft in the draft store (kept
 * while switching conversations; 'Get Quote' can start one); it is cleared while sending and put
 * back if that fails.
 */
export function MessageComposer({ partnerId, partnerName, projectId, onClearProject, isPending, onSend }: Props) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useDraft(partnerId);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // One id per attempt: sending the same text again after a failure cannot store it twice.
  const commandId = useRef<string | null>(null);
  const blank = draft.trim() === '';

  // Ready to type on desktop; on touch screens the keyboard waits for a tap.
  useEffect(() => {
    if (window.matchMedia('(hover: hover) and (pointer: fine)').matches) textareaRef.current?.focus({ preventScroll: true });
  }, [partnerId]);

  function send() {
    const content = draft.trim();
    // A blank message is ignored (spec section 5), never answered with a message.
    if (!content || isPending) return;
    commandId.current ??= crypto.randomUUID();
    const typed = draft;
    setDraft('');
    onSend(
      { content, commandId: commandId.current },
      {
        onSuccess: () => {
          commandId.current = null;
        },
        onError: () => {
          setDraft(typed);
          textareaRef.current?.focus();
        },
      },
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Form onSubmit={onSubmit}>
      {projectId && <ComposerContext projectId={projectId} onClear={onClearProject} />}
      <Row>
        <label htmlFor={inputId} className="visually-hidden">
          Message to {partnerName}
        </label>
        <Box
          ref={textareaRef}
          id={inputId}
          value={draft}
          onChange={(e) => {
            commandId.current = null;
            setDraft(e.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder="Type your message..."
          rows={Math.min(6, draft.split('\n').length)}
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
