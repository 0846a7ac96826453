import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_FILTERS, filtersFromParams, filtersToParams, type SearchFilters } from '../lib/search-filters';

const SLIDER_SETTLE_MS = 400;

/**
 * The applied filters come from the URL (Back works, links can be shared); the form holds what the
 * inputs show. Text waits for 'Search Tradesmen'; choices apply at once; sliders once they settle.
 * `draft` is what the filters show; the need text is left out of it, so typing it re-renders nothing.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => filtersFromParams(params), [params]);
  const form = useForm<SearchFilters>({ defaultValues: applied });
  const draft = useWatch({ control: form.control, compute: ({ search: _typed, ...shown }: SearchFilters) => shown });
  const ownUrl = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  // Back/Forward or a pasted link (not our own apply): the inputs follow the URL.
  useEffect(() => {
    if (params.toString() === ownUrl.current) {
      ownUrl.current = null;
      return;
    }
    form.reset(applied);
  }, [params, applied, form]);
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
    (patch: Partial<SearchFilters>, when: 'now' | 'settled') => {
      for (const [key, value] of Object.entries({ ...patch, offset: 0 })) form.setValue(key as keyof SearchFilters, value);
      if (when === 'now') apply(form.getValues());
      else {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => apply(form.getValues()), SLIDER_SETTLE_MS);
      }
    },
    [apply, form],
  );

  return {
    applied,
    draft,
    /** Text fields register here; they apply on submit. */
    form,
    /** Selects and checkboxes. */
    choose: (patch: Partial<SearchFilters>) => change(patch, 'now'),
    /** Sliders. */
    slide: (patch: Partial<SearchFilters>) => change(patch, 'settled'),
    submit: form.handleSubmit((values) => apply({ ...values, offset: 0 })),
    goToOffset: (offset: number) => apply({ ...applied, offset }),
    clear: () => {
      form.reset(DEFAULT_FILTERS);
      apply(DEFAULT_FILTERS);
    },
  };
}

export type SearchFiltersApi = ReturnType<typeof useSearchFilters>;
