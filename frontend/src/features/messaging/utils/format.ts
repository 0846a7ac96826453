import { format, isSameDay, isValid, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale';

/** The spec's fallback when the partner's name is not known. */
export const partnerLabel = (partnerId: string, name?: string | null): string => name?.trim() || `User ${partnerId}`;

/** '3:45 PM' in US English, like the app's dates. */
export function formatTime(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'h:mm a', { locale: enUS }) : '';
}

/** Two messages belong to the same day's group. */
export function sameDay(a: string, b: string): boolean {
  return isSameDay(parseISO(a), parseISO(b));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Link parameters are typed by people too: only a well-formed id is attached to messages. */
export const uuidOrNull = (value: string | null): string | null => (value && UUID.test(value.trim()) ? value.trim() : null);
