import { lazy, Suspense } from 'react';
import { useLatch } from '@/components/ui/use-latch';
import { useUser } from '@/lib/auth';
import { useToasts } from '@/lib/toast-store';

// Radix Toast stays off a visitor's first load: it loads with the first toast, or at once for a
// member, whose actions end in toasts (the Unauthorized one is followed by a redirect 500 ms later).
const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

/** The notification area, mounted once near the root; `toast()` from lib/toast-store fills it. */
export function Toaster() {
  const { user } = useUser();
  const hasToast = useToasts().length > 0;
  const mounted = useLatch(hasToast || user !== null);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
