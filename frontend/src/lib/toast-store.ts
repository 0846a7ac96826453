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
