import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACTIVITY_BACKFILL, ADMIN_SOCKET_EVENTS, activityItemSchema } from '@tradeguild/contracts';
import { useSocketEvent, useSocketConnect } from '@/lib/socket';
import { useActivity, type ActivityItem, type ActivityType } from '../api/get-activity';
import { ADMIN_QUERY_ROOT } from '../api/query-root';

/** How long the stat cards and charts wait after a push before refetching (a burst refetches once). */
const FIGURES_REFRESH_MS = 2000;
const MAX_SHOWN = 300;

const dedupe = (items: ActivityItem[]) => {
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.id) && seen.add(i.id));
};

/**
 * The Recent Activity list: the last items from the read model, then every `activity:new` the
 * server pushes to the admins room, newest first. Paused, new items wait in `pending` until resumed.
 */
export function useLiveActivity(type: ActivityType | null) {
  const queryClient = useQueryClient();
  const backfill = useActivity(type);
  const [live, setLive] = useState<ActivityItem[]>([]);
  const [pending, setPending] = useState<ActivityItem[]>([]);
  const [paused, setPaused] = useState(false);
  const refreshTimer = useRef<number | null>(null);

  const refreshFigures = useCallback(() => {
    if (refreshTimer.current !== null) return;
    refreshTimer.current = window.setTimeout(() => {
      refreshTimer.current = null;
      void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT], predicate: (q) => q.queryKey[1] !== 'activity' });
    }, FIGURES_REFRESH_MS);
  }, [queryClient]);

  useSocketEvent<unknown>(ADMIN_SOCKET_EVENTS.activity, (payload) => {
    const parsed = activityItemSchema.safeParse(payload);
    if (!parsed.success) return;
    refreshFigures();
    if (paused) setPending((p) => [parsed.data, ...p]);
    else setLive((l) => [parsed.data, ...l].slice(0, MAX_SHOWN));
  });
  // Pushes sent before the socket connected, or while it was down, are lost: reload the backfill.
  useSocketConnect(() => void backfill.refetch());

  const items = useMemo(
    () =>
      dedupe([...live, ...(backfill.data ?? [])])
        .filter((i) => !type || i.type === type)
        .slice(0, Math.max(ACTIVITY_BACKFILL, live.length)),
    [live, backfill.data, type],
  );

  const pause = () => setPaused(true);
  const resume = () => {
    setLive((l) => [...pending, ...l].slice(0, MAX_SHOWN));
    setPending([]);
    setPaused(false);
  };
  return {
    items,
    pending: pending.filter((i) => !type || i.type === type).length,
    paused,
    pause,
    resume,
    isLoading: backfill.isLoading,
    isError: backfill.isError,
    refetch: backfill.refetch,
  };
}
