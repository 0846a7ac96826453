/**
 * The dates, sums of money and counts the screens show, so a wording or a plural is fixed once.
 * Counts with their plural live in lib/plural.ts (re-exported here), which the landing imports without
 * this module's date-fns. The spec's dates are US
 * English (section 9), formatted by date-fns; the en-GB times of the admin and room screens keep Intl.
 */
import { format, isSameDay, isValid, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { formatCount } from './plural';

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

const pattern = (value: DateInput, token: string, fallback: string) => {
  const date = toDate(value);
  return date ? format(date, token, { locale: enUS }) : fallback;
};

/** 'MMM d, yyyy' in US English, e.g. 'Mar 4, 2025'. */
export const formatDate = (value: DateInput, fallback = '') => pattern(value, 'MMM d, yyyy', fallback);

/** 'MMMM d, yyyy' in US English, e.g. 'March 4, 2025'. */
export const formatLongDate = (value: DateInput, fallback = '') => pattern(value, 'MMMM d, yyyy', fallback);

/** A message's time in US English, like the dates: '3:45 PM'. */
export const formatMessageTime = (value: DateInput) => pattern(value, 'h:mm a', '');

/** The audit trail's times, to the second in the reader's time zone: '26 Nov 2026, 00:13:07'; the input itself when unreadable. */
export const formatAuditTime = (iso: string) => pattern(iso, 'd MMM yyyy, HH:mm:ss', iso);

/** What a datetime-local input wants for a time (local, to the second); '' when unreadable. */
export const formatDateTimeLocal = (iso: string) => pattern(iso, "yyyy-MM-dd'T'HH:mm:ss", '');

/** A datetime-local input's value (as formatDateTimeLocal writes it) as an ISO time; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Both on the same day in the reader's time zone (messages are grouped by day). */
export function isSameLocalDay(a: DateInput, b: DateInput): boolean {
  const [x, y] = [toDate(a), toDate(b)];
  return x !== null && y !== null && isSameDay(x, y);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Notification times: 'Just now', '5 min ago', '3 h ago', 'Yesterday', '2 days ago', then the date. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < MINUTE) return 'Just now';
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)} min ago`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)} h ago`;
  const days = Math.floor(seconds / DAY);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${formatCount(days, 'day', 'days')} ago`;
  return formatDate(iso);
}

const intl = (value: DateInput, formatter: Intl.DateTimeFormat, fallback = '') => {
  const date = toDate(value);
  return date ? formatter.format(date) : fallback;
};
const dayMonthUtc = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const dayMonthClock = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const mediumDateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** A chart's day ('2025-03-04', a UTC calendar day) as an axis label: '4 Mar'. */
export const formatChartDay = (day: string) => intl(`${day}T00:00:00Z`, dayMonthUtc, day);

/** The admin activity feed's times: '4 Mar, 14:05'. */
export const formatActivityTime = (value: DateInput) => intl(value, dayMonthClock);

/** A date with its time, as the admin's message dialog shows it: '4 Mar 2025, 14:05'. */
export const formatDateTime = (value: DateInput) => intl(value, mediumDateTime);

/** Project room messages: '14:05' today, '24 Nov, 14:05' before. */
export function formatRoomTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  return isSameDay(date, now) ? clock.format(date) : `${dayMonth.format(date)}, ${clock.format(date)}`;
}

const poundsWhole = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const poundsPence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** '£48', or '£48.50' when there are pence. */
export const formatPounds = (amount: number): string => (Number.isInteger(amount) ? poundsWhole : poundsPence).format(amount);

/** '£48/hour', or the fallback when the tradesman quotes per job. */
export function formatHourlyRate(rate: number | null | undefined, fallback = 'Rate on request'): string {
  return rate === null || rate === undefined ? fallback : `${formatPounds(rate)}/hour`;
}

/** A quote's proposed cost, a decimal string ('1250.5'), always with pence: '£1,250.50'. */
export const formatCost = (cost: string): string => poundsPence.format(Number(cost));

/** A client's budget is free text ('6,000 - 8,000'): pound prefix unless written, 'Not specified' when empty. */
export function formatBudget(budget: string | null | undefined): string {
  const text = budget?.trim();
  if (!text) return 'Not specified';
  return text.startsWith('£') ? text : `£${text}`;
}

export { formatCount, formatNumber, pluralNoun } from './plural';
