import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const SEARCH_DELAY_MS = 300;

/**
 * The list's search and category live in the address (shareable, kept on Back); the search box
 * writes there a moment after typing stops, so each keystroke is not a request.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const [draft, setDraft] = useState(search);

  // Back/forward changes the address: the box follows, unless it already says the same (trailing space).
  useEffect(() => setDraft((d) => (d.trim() === search ? d : search)), [search]);

  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = window.setTimeout(() => update('search', draft.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  function update(key: 'search' | 'category', value: string) {
    // From the address itself: the debounced search runs with an older render's parameters.
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  return { search, category, draft, setDraft, setCategory: (c: string) => update('category', c) };
}
