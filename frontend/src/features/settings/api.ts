import { queryOptions } from '@tanstack/react-query';
import {
  closeAccountRoute,
  latestExportRoute,
  reopenAccountRoute,
  requestExportRoute,
  type AccountClosedResponse,
  type DataExport,
} from '@tradeguild/contracts/accounts/privacy.types';
import { apiGet, apiSend } from '@/lib/api-client';

/** POST /api/me/close: signs the person out everywhere (the page then goes to the landing). */
export const closeAccount = (email: string): Promise<AccountClosedResponse> => apiSend(closeAccountRoute, { body: { email } });

/** POST /api/me/reopen: keeps a closed account (within the grace period). */
export const reopenAccount = () => apiSend(reopenAccountRoute);

/** POST /api/me/export: starts a copy of your data (at most one a day). */
export const requestExport = (): Promise<DataExport> => apiSend(requestExportRoute);

/** GET /api/me/exports: the latest copy, polled while it is being built. */
export const latestExportQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'exports', 'latest'],
    queryFn: () => apiGet(latestExportRoute),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
