import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { CurrentUser } from '@/lib/auth';
import { goToLogin, goToTradesmanLogin } from '@/lib/navigation';
import { Row } from './user-area-row';

// Members only: loaded once someone is signed in (issue 22); the placeholder keeps its place meanwhile.
const MemberArea = lazy(() => import('./member-area').then((m) => ({ default: m.MemberArea })));

/** Login / Join buttons for a visitor; for a member, who is signed in with Settings and Logout. */
export function UserArea({ user, compact = false }: { user: CurrentUser | null; compact?: boolean }) {
  if (!user) {
    return (
      <Row>
        <Button $variant="ghost" $size="sm" onClick={goToLogin}>
          Login
        </Button>
        <Button $variant="primary" $size="sm" onClick={goToTradesmanLogin}>
          Join as Tradesman
        </Button>
      </Row>
    );
  }
  return (
    <Suspense fallback={<Skeleton $w={compact ? '100%' : '280px'} $h="36px" $radius="10px" aria-hidden="true" />}>
      <MemberArea user={user} compact={compact} />
    </Suspense>
  );
}
