import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AuditEvent } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatAuditTime } from '@/lib/format';

/** One event of the log: when, what, which stream, who, and the ids that tie it to its command. */
export function EventRow({ event, linkStream = true }: { event: AuditEvent; linkStream?: boolean }) {
  const stream = `${event.streamId} · v${event.streamVersion}`;
  return (
    <Row>
      <Top>
        <Badge $variant="secondary">{event.type}</Badge>
        <Time dateTime={event.recordedAt}>{formatAuditTime(event.recordedAt)}</Time>
      </Top>
      <Meta>
        <dt>Stream</dt>
        <dd>{linkStream ? <Link to={paths.auditStream(event.streamId)}>{stream}</Link> : stream}</dd>
        <dt>Actor</dt>
        <dd>{event.actor ? `${event.actor.name ?? 'Unknown'} (${event.actor.id})` : 'System'}</dd>
        <dt>Command</dt>
        <dd>{event.metadata.commandId ?? '—'}</dd>
        <dt>Correlation</dt>
        <dd>{event.metadata.correlationId || '—'}</dd>
        <dt>Position</dt>
        <dd>{event.position}</dd>
      </Meta>
    </Row>
  );
}

const Row = styled.li`
  list-style: none;
  padding: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Time = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Meta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.9;
  }
`;
