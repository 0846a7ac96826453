import { createStore } from 'zustand/vanilla';
import { laterPosition } from '@tradeguild/contracts';

type MinPositionState = { position: string | null; remember: (position: string) => void };

/**
 * Read-your-own-writes: the highest position ("tx.pos") a command of this tab has returned,
 * compared with the same function the server uses. GETs send it as X-Min-Position so the server
 * answers only once its read models have caught up. Answers may arrive out of order; the
 * remembered position never moves backwards.
 */
export const minPositionStore = createStore<MinPositionState>()((set) => ({
  position: null,
  remember: (position) => set((s) => ({ position: laterPosition(s.position, position) })),
}));
