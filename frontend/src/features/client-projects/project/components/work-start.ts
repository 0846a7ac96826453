import { formatDate } from '@/lib/format';

/** 'Work starts 1 Dec 2026' ahead of the day, 'Work started …' from it (the day is in UK time; decision 0052). */
export function workStartText(day: string, today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' })): string {
  return `${day > today ? 'Work starts' : 'Work started'} ${formatDate(`${day}T12:00:00Z`)}`;
}
