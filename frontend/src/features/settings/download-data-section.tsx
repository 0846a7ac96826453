import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Muted } from '@/components/ui/card';
import { useAppMutation } from '@/lib/app-mutation';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import { latestExportQueryOptions, requestExport } from './api';

const STATUS_TEXT = { pending: 'Being prepared', ready: 'Ready', failed: 'Failed', expired: 'Expired' } as const;
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "Download your data": a ZIP of JSON files and your uploads, prepared in the background, kept 24 hours. */
export function DownloadDataSection() {
  const queryClient = useQueryClient();
  const latest = useQuery(latestExportQueryOptions());
  const start = useAppMutation({
    mutationFn: requestExport,
    onSuccess: (started) => queryClient.setQueryData(latestExportQueryOptions().queryKey, started),
    onError: (error) =>
      toast({
        title: 'Could not start the copy',
        description: failureText(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      }),
  });
  const current = latest.data ?? null;
  return (
    <Stack>
      <Muted>
        A ZIP file of your account, profile, portfolio, projects, quotes, messages, reviews, forum posts, notifications, the recorded events
        about you and the images you uploaded. Other people appear only by the name you saw. You can ask for one copy a day; each can be
        downloaded for 24 hours.
      </Muted>
      {current && (
        <p data-testid="export-state">
          Requested {when(current.requestedAt)}:{' '}
          <Badge $variant={current.status === 'ready' ? 'success' : current.status === 'failed' ? 'outline' : 'secondary'}>
            {STATUS_TEXT[current.status]}
          </Badge>
          {current.status === 'ready' && current.expiresAt && <> (until {when(current.expiresAt)})</>}
        </p>
      )}
      {current?.downloadUrl && (
        <p>
          <DownloadLink href={current.downloadUrl} download>
            <Download size={16} aria-hidden="true" /> Download your data ({Math.ceil((current.size ?? 0) / 1024)} KB)
          </DownloadLink>
        </p>
      )}
      <Button $variant="outline" onClick={() => start.mutate()} disabled={start.isPending || current?.status === 'pending'}>
        {start.isPending ? 'Starting…' : 'Request a copy of your data'}
      </Button>
    </Stack>
  );
}

/** The section's lines, spaced. */
export const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-weight: 600;
`;
