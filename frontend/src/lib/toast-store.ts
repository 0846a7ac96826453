import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export const TOAST_LIMIT = 1;

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type Toast = ToastInput & { id: string; variant: ToastVariant };

type ToastState = {
  toasts: Toast[];
  show: (input: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
};

let counter = 0;

/** UI state only: the newest toast replaces older ones (at most TOAST_LIMIT visible). */
export const toastStore = createStore<ToastState>()((set) => ({
  toasts: [],
  show: (input) => {
    counter += 1;
    const toast: Toast = { ...input, id: `toast-${counter}`, variant: input.variant ?? 'default' };
    set((s) => ({ toasts: [toast, ...s.toasts].slice(0, TOAST_LIMIT) }));
    return toast.id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

export const toast = (input: ToastInput): string => toastStore.getState().show(input);

export function useToasts(): Toast[] {
  return useStore(toastStore, (s) => s.toasts);
}

/** Toasts on screen now: an id leaves the set with its toast, so the set never outgrows TOAST_LIMIT. */
const shown = new Set<string>();
const waiting = new Map<string, () => void>();
toastStore.subscribe(({ toasts }) => {
  for (const id of shown) if (!toasts.some((t) => t.id === id)) shown.delete(id);
});

/** How many toasts are marked as on screen (for the unit test of the bound above). */
export const shownCount = (): number => shown.size;

/** Called by the toast region once toast `id` is on screen. */
export function markToastShown(id: string): void {
  shown.add(id);
  waiting.get(id)?.();
  waiting.delete(id);
}

/**
 * Resolves once toast `id` is on screen, or after `capMs` if it never gets there. The region is a
 * lazily loaded chunk: on a slow phone the first toast can appear a while after it was asked for.
 */
export function whenToastShown(id: string, capMs: number): Promise<void> {
  if (shown.has(id)) return Promise.resolve();
  return new Promise((resolve) => {
    const cap = window.setTimeout(() => {
      waiting.delete(id);
      resolve();
    }, capMs);
    waiting.set(id, () => {
      window.clearTimeout(cap);
      resolve();
    });
  });
}
