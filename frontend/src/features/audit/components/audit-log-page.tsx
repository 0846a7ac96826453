import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { AlertTriangle, Download, ScrollText } from 'lucide-react';
import type { AuditFilter } from '@tradeguild/contracts';
import { EmptyState } from '@/components/feedback/empty-state';
import { errorMessage } from '@/components/feedback/error-message';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox, CheckboxLabel } from '@/components/ui/checkbox';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { exportUrl, getAuditLogQueryOptions, useAuditLog } from '../api/audit-queries';
import { AuditFilters } from './audit-filters';
import { EventRow } from './event-row';
import { VerifyPanel } from './verify-panel';

/** /audit: every event in commit order, newest first, with filters, paging and a live tail. */
export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [liveTail, setLiveTail] = useState(false);
  const queryClient = useQueryClient();
  const log = useAuditLog(filter, liveTail);
  const events = log.data?.pages.flatMap((p) => p.events) ?? [];

  const toggleLiveTail = (on: boolean) => {
    // The tail re-reads the newest page; older pages would no longer join up with it, so drop them.
    if (on) {
      queryClient.setQueryData(
        getAuditLogQueryOptions(filter).queryKey,
        (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
      );
    }
    setLiveTail(on);
  };

  return (
    <Container>
      <Page>
        <PageHeader
          eyebrow="Audit"
          title="Event log"
          lead="Every event in commit order, newest first, read from the event store."
          actions={
            <Button as="a" href={exportUrl(filter)} download $variant="outline" $size="sm">
              <Download size={16} aria-hidden="true" />
              Export NDJSON
            </Button>
          }
        />
        <Card as="section" aria-label="Filters">
          <Inner>
            <AuditFilters
              onApply={(f) => {
                setFilter(f);
              }}
            />
          </Inner>
        </Card>
        <Toolbar>
          <CheckboxLabel $checked={liveTail}>
            <Checkbox checked={liveTail} onCheckedChange={(on) => toggleLiveTail(on)} />
            Live tail (refreshes every 3 seconds)
          </CheckboxLabel>
          <VerifyPanel />
        </Toolbar>
        {log.isPending ? (
          <Card aria-busy="true" aria-label="Loading events">
            <Inner>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} $h="84px" style={{ marginBottom: 12 }} />
              ))}
            </Inner>
          </Card>
        ) : log.isError ? (
          <EmptyState
            icon={AlertTriangle}
            tone="danger"
            title="Could not load the event log"
            text={errorMessage(log.error)}
            action={
              <Button $size="sm" onClick={() => void log.refetch()}>
                Try again
              </Button>
            }
          />
        ) : events.length === 0 ? (
          <EmptyState icon={ScrollText} title="No events" text="No event matches these filters." />
        ) : (
          <>
            <Card>
              <List aria-label="Events">
                {events.map((e) => (
                  <EventRow key={e.metadata.eventId} event={e} />
                ))}
              </List>
            </Card>
            {log.hasNextPage && !liveTail && (
              <More>
                <Button $variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                  {log.isFetchingNextPage ? 'Loading…' : 'Older events'}
                </Button>
              </More>
            )}
          </>
        )}
      </Page>
    </Container>
  );
}

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
  min-width: 0;
`;

export const Inner = styled.div`
  padding: ${({ theme }) => theme.space(5)};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;
