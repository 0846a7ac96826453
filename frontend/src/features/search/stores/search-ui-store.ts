import { create } from 'zustand';

type SearchUiState = { showFilters: boolean; toggleFilters: () => void; setShowFilters: (show: boolean) => void };

/** UI state only (filters live in the URL): whether the advanced filters panel is open. */
export const useSearchUiStore = create<SearchUiState>()((set) => ({
  showFilters: false,
  toggleFilters: () => set((s) => ({ showFilters: !s.showFilters })),
  setShowFilters: (showFilters) => set({ showFilters }),
}));
