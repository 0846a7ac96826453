import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AlertTriangle, History } from 'lucide-react';
import type { AuditChange } from '@tradeguild/contracts';
import { EmptyState } from '@/components/feedback/empty-state';
import { errorMessage } from '@/components/feedback/error-message';
import { ApiError } from '@/lib/api-error';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDateTimeLocal } from '@/lib/format';
import { useAuditHistory } from '../api/audit-queries';
import { useContractForm } from '@/lib/forms';
import { stateAsOfFormSchema } from '../lib/audit-forms';
import { formatValue } from '../lib/format';
import { Inner, Page } from './audit-log-page';
import { EventRow } from './event-row';
import { PrivateContent } from './private-content';
import { StateAsOf, StateTable } from './state-as-of';

const KIND_LABELS: Record<AuditChange['kind'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

function Changes({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <NoChange>No field changed.</NoChange>;
  return (
    <StateTable>
      <caption className="visually-hidden">Fields this event changed</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.path}>
            <th scope="row">
              {c.path} <Kind>({KIND_LABELS[c.kind]})</Kind>
            </th>
            <Before>{c.kind === 'added' ? '—' : formatValue(c.before)}</Before>
            <After>{c.kind === 'removed' ? '—' : formatValue(c.after)}</After>
          </tr>
        ))}
      </tbody>
    </StateTable>
  );
}

/** /audit/streams/:streamId: one entity's timeline with a field-level diff per event, and its state as of any moment. */
export function StreamHistoryPage() {
  const { streamId = '' } = useParams();
  const history = useAuditHistory(streamId);
  const moment = useContractForm({ schema: stateAsOfFormSchema, defaultValues: { asOf: '' } });
  const notFound = history.error instanceof ApiError && history.error.status === 404;

  return (
    <Container>
      <Page>
        <BackLink to={paths.audit}>Back to the event log</BackLink>
        <PageHeader eyebrow="Audit" title="Entity history" lead={<Mono>{streamId}</Mono>} />
        <Card as="div">
          <Inner>
            <StateAsOf streamId={streamId} form={moment} />
          </Inner>
        </Card>
        <h2>Timeline</h2>
        {history.isPending ? (
          <div aria-busy="true" aria-label="Loading history">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} $h="140px" style={{ marginBottom: 12 }} />
            ))}
          </div>
        ) : notFound ? (
          <EmptyState icon={History} title="No history" text="Nothing has been recorded for this entity." />
        ) : history.isError ? (
          <EmptyState
            icon={AlertTriangle}
            tone="danger"
            title="Could not load the history"
            text={errorMessage(history.error)}
            action={
              <Button $size="sm" onClick={() => void history.refetch()}>
                Try again
              </Button>
            }
          />
        ) : (
          <Timeline aria-label="Events of this entity">
            {history.data.events.map((e) => (
              <Card as="li" key={e.metadata.eventId}>
                <ul>
                  <EventRow event={e} linkStream={false} />
                </ul>
                <Inner>
                  <Changes changes={e.changes} />
                  <PrivateContent event={e} />
                  <Button
                    type="button"
                    $variant="ghost"
                    $size="sm"
                    onClick={() => moment.setValue('asOf', formatDateTimeLocal(e.recordedAt))}
                  >
                    Use this moment
                  </Button>
                </Inner>
              </Card>
            ))}
          </Timeline>
        )}
      </Page>
    </Container>
  );
}

const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Timeline = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ul {
    margin: 0;
    padding: 0;
  }
`;

const NoChange = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Before = styled.td`
  color: ${({ theme }) => theme.colors.danger};
`;

const After = styled.td`
  color: ${({ theme }) => theme.colors.success};
`;
