import { formatCount } from '@/lib/format';

/** How long a tradesman took to quote after the project was posted (or they were invited): '40 minutes', '3 hours', '2 days'. */
export function responseTimeText(seconds: number | null): string {
  if (seconds === null) return 'Not known';
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return formatCount(minutes, 'minute', 'minutes');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return formatCount(hours, 'hour', 'hours');
  return formatCount(Math.round(hours / 24), 'day', 'days');
}
