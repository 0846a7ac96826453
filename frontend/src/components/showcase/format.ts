const whole = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const pence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** '£48' or '£48.50'. */
export const formatPounds = (amount: number): string => (Number.isInteger(amount) ? whole : pence).format(amount);

/** '£48/hour', or the fallback when the tradesman quotes per job. */
export function formatHourlyRate(rate: number | null | undefined, fallback = 'Rate on request'): string {
  return rate === null || rate === undefined ? fallback : `${formatPounds(rate)}/hour`;
}

/** 'Business {id}' is the spec's display fallback for a missing business name. */
export function businessNameOf(p: { id: string; businessName?: string | null }): string {
  return p.businessName?.trim() || `Business ${p.id}`;
}

export function pluralise(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
