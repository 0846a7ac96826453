import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

type DraftState = { drafts: Record<string, string>; setDraft: (partnerId: string, text: string) => void };

/** UI state only: what was typed to each partner, kept while switching conversations. */
export const draftStore = createStore<DraftState>()((set) => ({
  drafts: {},
  setDraft: (partnerId, text) => set((s) => ({ drafts: { ...s.drafts, [partnerId]: text } })),
}));

export function useDraft(partnerId: string): [string, (text: string) => void] {
  const draft = useStore(draftStore, (s) => s.drafts[partnerId] ?? '');
  return [draft, (text) => draftStore.getState().setDraft(partnerId, text)];
}
