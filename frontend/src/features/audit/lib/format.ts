/** A value of the folded state as short text. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A folded state as [dotted path, value] rows, in path order. */
export function flattenState(value: unknown, prefix = ''): [string, unknown][] {
  if (isRecord(value) && Object.keys(value).length > 0) {
    return Object.entries(value)
      .flatMap(([k, v]) => flattenState(v, prefix ? `${prefix}.${k}` : k))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
  return prefix ? [[prefix, value]] : [];
}
