import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_FILTERS, filtersFromParams, filtersToParams, type SearchFilters } from '../lib/search-filters';

const SLIDER_SETTLE_MS = 400;

/**
 * The applied filters come from the URL (Back works, links can be shared); `draft` is what the
 * inputs show. Text waits for 'Search Tradesmen'; choices apply at once; sliders once they settle.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => filtersFromParams(params), [params]);
  const [draft, setDraftState] = useState(applied);
  const draftRef = useRef(draft);
  const ownUrl = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const setDraft = useCallback((next: SearchFilters) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  // Back/Forward or a pasted link (not our own apply): the inputs follow the URL.
  useEffect(() => {
    if (params.toString() === ownUrl.current) {
      ownUrl.current = null;
      return;
    }
    setDraft(applied);
  }, [params, applied, setDraft]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = useCallback(
    (next: SearchFilters) => {
      window.clearTimeout(timer.current);
      const query = filtersToParams(next);
      if (query.toString() === params.toString()) return;
      ownUrl.current = query.toString();
      setParams(query);
    },
    [params, setParams],
  );

  /** Any new search or filter starts again at the first page. */
  const change = useCallback(
    (patch: Partial<SearchFilters>, when: 'now' | 'settled' | 'later') => {
      const next = { ...draftRef.current, ...patch, offset: 0 };
      setDraft(next);
      if (when === 'now') apply(next);
      if (when === 'settled') {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => apply(draftRef.current), SLIDER_SETTLE_MS);
      }
    },
    [apply, setDraft],
  );

  return {
    applied,
    draft,
    /** Text fields: only the draft changes until the search is submitted. */
    edit: (patch: Partial<SearchFilters>) => change(patch, 'later'),
    /** Selects and checkboxes. */
    choose: (patch: Partial<SearchFilters>) => change(patch, 'now'),
    /** Sliders. */
    slide: (patch: Partial<SearchFilters>) => change(patch, 'settled'),
    submit: () => apply({ ...draftRef.current, offset: 0 }),
    goToOffset: (offset: number) => apply({ ...applied, offset }),
    clear: () => {
      setDraft(DEFAULT_FILTERS);
      apply(DEFAULT_FILTERS);
    },
  };
}

export type SearchFiltersApi = ReturnType<typeof useSearchFilters>;
