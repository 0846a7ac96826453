import { lazy, Suspense } from 'react';
import { useUser } from '@/lib/auth';

// socket.io and the live messaging caches are members-only: a visitor's landing never downloads them.
const Realtime = lazy(() => import('./realtime').then((m) => ({ default: m.Realtime })));

/** Mount once near the root: once a member is signed in, loads and runs the socket and its live updates. */
export function MemberRealtime() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Realtime />
    </Suspense>
  );
}
