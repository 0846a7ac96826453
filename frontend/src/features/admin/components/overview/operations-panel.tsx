import { useState } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, RefreshCw, Server } from 'lucide-react';
import { ADMIN_QUEUES_PATH, ADMIN_SOCKET_EVENTS, projectionStatusListSchema } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { failureText } from '@/lib/failure-text';
import { formatCount, formatNumber } from '@/lib/format';
import { useSocketEvent } from '@/lib/socket';
import { toast } from '@/lib/toast-store';
import { useRebuildProjection } from '../../api/admin-commands';
import { getProjectionsQueryOptions, useProjections, type ProjectionStatus } from '../../api/get-projections';
import { DataTable } from '../tabs/data-table';
import { Panel, PanelHeader, PanelTitle } from './panel';

/** Projections (version, checkpoint, lag, state, last error) with Rebuild; live progress over socket.io. */
export function OperationsPanel() {
  const queryClient = useQueryClient();
  const { data, isLoading, isError } = useProjections();
  const [confirming, setConfirming] = useState<string | null>(null);
  useSocketEvent<unknown>(ADMIN_SOCKET_EVENTS.projectionStatus, (payload) => {
    const parsed = projectionStatusListSchema.safeParse(payload);
    if (parsed.success) queryClient.setQueryData(getProjectionsQueryOptions().queryKey, parsed.data);
  });
  const rebuild = useRebuildProjection({
    onSuccess: (r) =>
      toast({
        title: 'Rebuild started',
        description: `${r.projection}: building generation ${r.generation} while the current one keeps serving.`,
      }),
    onError: (e) => toast({ title: 'Error', description: failureText(e, 'Failed to start the rebuild.'), variant: 'destructive' }),
  });

  return (
    <Panel aria-labelledby="operations-title">
      <PanelHeader>
        <PanelTitle id="operations-title">
          <Server size={18} aria-hidden="true" /> Operations
        </PanelTitle>
        <QueueLink href={ADMIN_QUEUES_PATH} target="_blank" rel="noopener noreferrer">
          Queue dashboard <ExternalLink size={14} aria-hidden="true" />
        </QueueLink>
      </PanelHeader>
      {isLoading ? (
        <Skeleton $w="100%" $h="160px" />
      ) : isError || !data ? (
        <p role="alert">Failed to load the projections.</p>
      ) : (
        <DataTable caption="Projections">
          <thead>
            <tr>
              <th scope="col">Projection</th>
              <th scope="col">Version</th>
              <th scope="col">State</th>
              <th scope="col">Checkpoint</th>
              <th scope="col">Lag</th>
              <th scope="col">Last error</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((p) => (
              <tr key={p.name} data-testid={`projection-${p.name}`}>
                <th scope="row">{p.name}</th>
                <td>
                  v{p.version} (g{p.generation})
                </td>
                <td>
                  <StateCell p={p} />
                </td>
                <td>
                  <Mono>{p.checkpoint}</Mono>
                </td>
                <td>
                  {formatCount(p.lagEvents, 'event', 'events')}, {p.lagSeconds}s
                </td>
                <td>{p.lastError ? <ErrorText title={p.lastError}>{p.lastError}</ErrorText> : 'None'}</td>
                <td>
                  <Button
                    $variant="outline"
                    $size="sm"
                    disabled={p.state === 'rebuilding'}
                    onClick={() => setConfirming(p.name)}
                    aria-label={`Rebuild ${p.name}`}
                  >
                    <RefreshCw size={14} aria-hidden="true" /> Rebuild
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <AlertDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Rebuild ${confirming ?? ''}?`}
        description="A new copy of this read model is built from the first event while the current one keeps serving; reads switch over when it has caught up."
      >
        <Buttons>
          <Button $variant="outline" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              if (confirming) rebuild.mutate(confirming);
              setConfirming(null);
            }}
          >
            Rebuild
          </Button>
        </Buttons>
      </AlertDialog>
    </Panel>
  );
}

function StateCell({ p }: { p: ProjectionStatus }) {
  if (!p.rebuild) return <Badge $variant="success">Serving</Badge>;
  const pct = p.rebuild.total ? Math.min(100, Math.floor((100 * p.rebuild.applied) / p.rebuild.total)) : 0;
  return (
    <div>
      <Badge $variant="accent">Rebuilding {pct}%</Badge>
      <Progress value={pct} max={100} aria-label={`${p.name} rebuild progress`} />
      <Small>
        {formatNumber(p.rebuild.applied)} / {formatCount(p.rebuild.total, 'event', 'events')}, {p.rebuild.eventsPerSecond}/s
      </Small>
    </div>
  );
}

const QueueLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
`;
const Mono = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
const ErrorText = styled.span`
  display: inline-block;
  max-width: 220px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.danger};
`;
const Progress = styled.progress`
  display: block;
  width: 120px;
  margin-top: 4px;
`;
const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;
