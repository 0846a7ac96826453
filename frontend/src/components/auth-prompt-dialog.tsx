import { lazy, Suspense } from 'react';
import { useLatch } from './ui/use-latch';

// The top bar of every page holds this dialog: its code (Radix Dialog) loads when it is first opened.
const AuthPromptContent = lazy(() => import('./auth-prompt-content').then((m) => ({ default: m.AuthPromptContent })));

/** Shown to logged-out visitors who try to open a members-only area. */
export function AuthPromptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!useLatch(open)) return null;
  return (
    <Suspense fallback={null}>
      <AuthPromptContent open={open} onClose={onClose} />
    </Suspense>
  );
}
