import { createStore } from 'zustand/vanilla';

type MinPositionState = { position: string | null; remember: (position: string) => void };

/** Integer positions compare numerically; anything else: the newest answer wins. */
export function laterPosition(current: string | null, next: string): string {
  if (current === null) return next;
  try {
    return BigInt(next) > BigInt(current) ? next : current;
  } catch {
    return next;
  }
}

/**
 * Read-your-own-writes: the highest position a command of this tab has returned.
 * GETs send it as X-Min-Position so the server answers only once its read model has caught up.
 */
export const minPositionStore = createStore<MinPositionState>()((set) => ({
  position: null,
  remember: (position) => set((s) => ({ position: laterPosition(s.position, position) })),
}));
