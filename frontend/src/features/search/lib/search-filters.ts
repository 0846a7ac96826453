import {
  DEFAULT_MAX_DISTANCE_MILES,
  PROJECT_TYPES,
  SEARCH_SORTS,
  type SearchSort,
  RESPONSE_TIMES,
  SEARCH_PAGE_SIZE,
  SPECIALIZATIONS,
  TRADE_CATEGORIES,
  TRADESMAN_AVAILABILITY,
} from '@tradeguild/contracts';

/** Spec sections 5 and 9: bounds and defaults of the advanced filters. */
export const BOUNDS = {
  rating: { min: 0, max: 5, step: 0.1 },
  distance: { min: 1, max: 50, step: 1, default: DEFAULT_MAX_DISTANCE_MILES },
  price: { min: 0, max: 200, step: 5, default: [0, 100] as [number, number] },
} as const;

export type SearchFilters = {
  search: string;
  location: string;
  projectType: string;
  category: string;
  specializations: string[];
  availability: string;
  minRating: number;
  /** null: never touched, so not sent unless a location is given (then the default 25). */
  maxDistance: number | null;
  /** null: never touched, so tradesmen without a rate are not filtered out. */
  priceRange: [number, number] | null;
  verified: boolean;
  hasReviews: boolean;
  responseTime: string;
  /** Best match (the default), distance (with a postcode), rating or most reviews. */
  sort: SearchSort;
  offset: number;
};

export const SORT_LABELS: Record<SearchSort, string> = {
  best: 'Best match',
  distance: 'Distance',
  rating: 'Highest rating',
  reviews: 'Most reviews',
};

export const DEFAULT_FILTERS: SearchFilters = {
  search: '',
  location: '',
  projectType: '',
  category: '',
  specializations: [],
  availability: '',
  minRating: 0,
  maxDistance: null,
  priceRange: null,
  verified: false,
  hasReviews: false,
  responseTime: '',
  sort: 'best',
  offset: 0,
};

const oneOf = (allowed: readonly string[], v: string | null) => (v && allowed.includes(v) ? v : '');
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
function numberIn(v: string | null, min: number, max: number): number | null {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? clamp(n, min, max) : null;
}

/** The URL is the source of truth: tolerant of hand-edited or stale links (unknown values are dropped). */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const minPrice = numberIn(params.get('minHourlyRate'), BOUNDS.price.min, BOUNDS.price.max);
  const maxPrice = numberIn(params.get('maxHourlyRate'), BOUNDS.price.min, BOUNDS.price.max);
  const priceTouched = minPrice !== null || maxPrice !== null;
  const lo = minPrice ?? BOUNDS.price.default[0];
  const hi = Math.max(lo, maxPrice ?? BOUNDS.price.default[1]);
  return {
    search: params.get('search')?.slice(0, 200) ?? '',
    location: params.get('location')?.slice(0, 100) ?? '',
    projectType: oneOf(PROJECT_TYPES, params.get('projectType')),
    category: oneOf(TRADE_CATEGORIES, params.get('category')),
    specializations: (params.get('specializations') ?? '').split(',').filter((s) => (SPECIALIZATIONS as readonly string[]).includes(s)),
    availability: oneOf(TRADESMAN_AVAILABILITY, params.get('availability')),
    minRating: numberIn(params.get('minRating'), BOUNDS.rating.min, BOUNDS.rating.max) ?? 0,
    maxDistance: numberIn(params.get('maxDistance'), BOUNDS.distance.min, BOUNDS.distance.max),
    priceRange: priceTouched ? [lo, hi] : null,
    verified: params.get('verified') === 'true',
    hasReviews: params.get('hasReviews') === 'true',
    responseTime: oneOf(RESPONSE_TIMES, params.get('responseTime')),
    sort: (oneOf(SEARCH_SORTS, params.get('sort')) || 'best') as SearchSort,
    offset: Math.floor(numberIn(params.get('offset'), 0, 10_000) ?? 0),
  };
}

/** Only what differs from the defaults, so a shared link stays short and readable. */
export function filtersToParams(f: SearchFilters): URLSearchParams {
  const p = new URLSearchParams();
  const set = (key: string, value: string | false | null | undefined) => value && p.set(key, value);
  set('search', f.search.trim());
  set('location', f.location.trim());
  set('projectType', f.projectType);
  set('category', f.category);
  set('specializations', f.specializations.join(','));
  set('availability', f.availability);
  set('minRating', f.minRating > 0 && String(f.minRating));
  set('maxDistance', f.maxDistance !== null && String(f.maxDistance));
  set('minHourlyRate', f.priceRange && String(f.priceRange[0]));
  set('maxHourlyRate', f.priceRange && String(f.priceRange[1]));
  set('verified', f.verified && 'true');
  set('hasReviews', f.hasReviews && 'true');
  set('responseTime', f.responseTime);
  set('sort', f.sort !== 'best' && f.sort);
  set('offset', f.offset > 0 && String(f.offset));
  return p;
}

/**
 * GET /api/tradesmen's query: every filter is sent. Distance goes with a location (default 25 miles)
 * or when the user moved it; the rate range only once touched, so defaults exclude nobody.
 */
export function toApiQuery(f: SearchFilters): URLSearchParams {
  const q = filtersToParams({ ...f, maxDistance: null });
  if (f.location.trim() || f.maxDistance !== null) q.set('maxDistance', String(f.maxDistance ?? BOUNDS.distance.default));
  q.set('limit', String(SEARCH_PAGE_SIZE));
  q.set('offset', String(f.offset));
  return q;
}

export const sameFilters = (a: SearchFilters, b: SearchFilters) => filtersToParams(a).toString() === filtersToParams(b).toString();

/** How many advanced filters (those behind Show Filters) are switched on. */
export function advancedFilterCount(f: SearchFilters): number {
  return [
    f.category,
    f.specializations.length,
    f.availability,
    f.minRating,
    f.maxDistance !== null,
    f.priceRange,
    f.verified,
    f.hasReviews,
    f.responseTime,
  ].filter(Boolean).length;
}
