import styled, { css } from 'styled-components';
import { Check, CheckCheck, Clock } from 'lucide-react';
import type { Message } from '@tradeguild/contracts';
import { ReportButton } from '@/components/report/report-button';
import { formatMessageTime } from '@/lib/format';
import { ProjectTag } from './project-tag';

type Props = {
  message: Pick<Message, 'content' | 'createdAt' | 'projectId' | 'isRead'>;
  own: boolean;
  authorName: string;
  pending?: boolean;
  /** A received message's id: it can be reported (moderation). */
  reportId?: string;
};

/** One message: mine on the right, theirs on the left, with its time (and, for mine, sent/read). */
export function MessageBubble({ message, own, authorName, pending = false, reportId }: Props) {
  const Status = pending ? Clock : message.isRead ? CheckCheck : Check;
  const statusText = pending ? 'Sending' : message.isRead ? 'Read' : 'Sent';
  return (
    <Row $own={own} aria-busy={pending || undefined}>
      <Bubble $own={own} $pending={pending}>
        {message.projectId && <ProjectTag projectId={message.projectId} $onDark={own} />}
        <span className="visually-hidden">{own ? 'You' : authorName}: </span>
        <Text>{message.content}</Text>
        <Meta $own={own}>
          {pending ? <span>Sending…</span> : <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>}
          {own && <Status size={14} role="img" aria-label={statusText} />}
          {reportId && <ReportButton subjectType="message" subjectId={reportId} look="icon" />}
        </Meta>
      </Bubble>
    </Row>
  );
}

const Row = styled.li<{ $own: boolean }>`
  display: flex;
  justify-content: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.div<{ $own: boolean; $pending: boolean }>`
  display: flex;
  flex-direction: column;
  max-width: min(78%, 560px);
  padding: 9px 14px 6px;
  border-radius: 18px;
  box-shadow: ${({ theme }) => theme.shadows.xs};
  opacity: ${({ $pending }) => ($pending ? 0.7 : 1)};
  ${({ $own, theme }) =>
    $own
      ? css`
          background: ${theme.colors.brand};
          color: ${theme.colors.white};
          border-bottom-right-radius: 6px;
        `
      : css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          border-bottom-left-radius: 6px;
        `}
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.45;
`;

const Meta = styled.span<{ $own: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  align-self: flex-end;
  margin-top: 2px;
  font-size: 0.6875rem;
  color: ${({ theme, $own }) => ($own ? 'rgba(255, 255, 255, 0.75)' : theme.colors.textSubtle)};
  svg {
    display: inline-block;
  }
`;
