/** A value of the folded state as short text. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A datetime-local input's value (as formatDateTimeLocal in lib/format writes it) as an ISO time; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
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
