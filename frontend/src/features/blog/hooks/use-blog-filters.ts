import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';

const SEARCH_DELAY_MS = 300;

export type BlogSearch = { search: string };

/**
 * The list's search and category live in the address (shareable, kept on Back); the search box
 * writes there a moment after typing stops, so each keystroke is not a request.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const form = useForm<BlogSearch>({ defaultValues: { search } });
  const typed = useWatch({ control: form.control, name: 'search' });

  // Back/forward changes the address: the box follows, unless it already says the same (trailing space).
  useEffect(() => {
    if (form.getValues('search').trim() !== search) form.setValue('search', search);
  }, [search, form]);

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = window.setTimeout(() => update('search', typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  function update(key: 'search' | 'category', value: string) {
    // From the address itself: the debounced search runs with an older render's parameters.
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  return { search, category, form, setCategory: (c: string) => update('category', c) };
}
