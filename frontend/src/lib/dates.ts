import { format, isValid, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale';

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** 'MMM d, yyyy' in US English, e.g. 'Mar 4, 2025'. */
export function formatDate(value: DateInput, fallback = ''): string {
  const date = toDate(value);
  return date ? format(date, 'MMM d, yyyy', { locale: enUS }) : fallback;
}

/** 'MMMM d, yyyy' in US English, e.g. 'March 4, 2025'. */
export function formatLongDate(value: DateInput, fallback = ''): string {
  const date = toDate(value);
  return date ? format(date, 'MMMM d, yyyy', { locale: enUS }) : fallback;
}
