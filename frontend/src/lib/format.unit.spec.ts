import { describe, expect, it } from 'vitest';
import {
  formatActivityTime,
  formatAuditTime,
  formatBudget,
  formatChartDay,
  formatCost,
  formatCount,
  formatDate,
  formatDateTime,
  formatDateTimeLocal,
  formatHourlyRate,
  formatLongDate,
  formatMessageTime,
  formatNumber,
  formatPounds,
  formatRelativeTime,
  formatRoomTime,
  fromLocalInput,
  isSameLocalDay,
  pluralNoun,
} from './format';

// Local times (no zone) and local Dates turned into ISO strings keep these tests true in any time zone.
const local = (...parts: [number, number, number, number?, number?, number?]) => new Date(...parts).toISOString();

describe('formatDate', () => {
  it("formats as 'MMM d, yyyy' in US English", () => {
    expect(formatDate('2025-03-04T12:00:00')).toBe('Mar 4, 2025');
    expect(formatDate(new Date(2024, 11, 25))).toBe('Dec 25, 2024');
    expect(formatDate(local(2025, 8, 1, 9))).toBe('Sep 1, 2025');
  });

  it('returns the fallback for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date', 'Unknown')).toBe('Unknown');
  });
});

describe('formatLongDate', () => {
  it("formats as 'MMMM d, yyyy'", () => {
    expect(formatLongDate('2025-09-01T08:00:00')).toBe('September 1, 2025');
    expect(formatLongDate('2025-03-04')).toBe('March 4, 2025');
  });

  it('returns the fallback for missing or invalid input', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('2025-13-45', 'No date')).toBe('No date');
  });
});

describe('formatMessageTime', () => {
  it("formats as 'h:mm a' in US English", () => {
    expect(formatMessageTime('2025-03-04T15:45:00')).toBe('3:45 PM');
    expect(formatMessageTime('2025-03-04T00:05:00')).toBe('12:05 AM');
  });
  it('is empty for an unreadable time', () => expect(formatMessageTime('soon')).toBe(''));
});

describe('formatAuditTime, formatDateTimeLocal and fromLocalInput', () => {
  const at = local(2026, 10, 26, 0, 13, 7);
  it('shows audit times to the second in the local zone', () => expect(formatAuditTime(at)).toBe('26 Nov 2026, 00:13:07'));
  it('shows an unreadable time as it is', () => expect(formatAuditTime('yesterday')).toBe('yesterday'));
  it('gives a datetime-local input its value, or nothing', () => {
    expect(formatDateTimeLocal(at)).toBe('2026-11-26T00:13:07');
    expect(formatDateTimeLocal('')).toBe('');
  });
  it("reads a datetime-local input's value back as the same moment, or nothing when empty or unreadable", () => {
    expect(fromLocalInput(formatDateTimeLocal(at))).toBe(at);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('soon')).toBeNull();
  });
});

describe('isSameLocalDay', () => {
  it('groups by the local calendar day', () => {
    expect(isSameLocalDay(local(2025, 2, 4, 0, 1), local(2025, 2, 4, 23, 59))).toBe(true);
    expect(isSameLocalDay(local(2025, 2, 4, 23, 59), local(2025, 2, 5, 0, 1))).toBe(false);
  });
  it('never groups an unreadable time', () => expect(isSameLocalDay('x', 'x')).toBe(false));
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-01T12:00:00.000Z');
  // The boundaries count back from local noon, so the date a week back is the same in every zone.
  const noon = new Date(2025, 5, 1, 12);
  const ago = (seconds: number) => new Date(noon.getTime() - seconds * 1000).toISOString();
  it.each([
    ['2025-06-01T11:59:40.000Z', 'Just now'],
    ['2025-06-01T11:55:00.000Z', '5 min ago'],
    ['2025-06-01T09:00:00.000Z', '3 h ago'],
    ['2025-05-30T12:00:00.000Z', '2 days ago'],
    ['2025-05-31T11:00:00.000Z', 'Yesterday'],
  ])('%s is %s', (at, text) => {
    expect(formatRelativeTime(at, now)).toBe(text);
  });
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1 min ago'],
    [119, '1 min ago'],
    [120, '2 min ago'],
    [3599, '59 min ago'],
    [3600, '1 h ago'],
    [7200, '2 h ago'],
    [86_399, '23 h ago'],
    [86_400, 'Yesterday'],
    [2 * 86_400 - 1, 'Yesterday'],
    [2 * 86_400, '2 days ago'],
    [7 * 86_400 - 1, '6 days ago'],
  ])('%i seconds ago is %s', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), noon)).toBe(text);
  });
  it('falls back to the date after a week', () => {
    expect(formatRelativeTime('2025-05-01T12:00:00.000Z', now)).toBe('May 1, 2025');
  });
  it('falls back to the date from exactly a week on', () => {
    expect(formatRelativeTime(ago(7 * 86_400), noon)).toBe('May 25, 2025');
  });
  it('reads a time a little ahead of the clock as just now, and an unreadable one as nothing', () => {
    expect(formatRelativeTime(ago(-30), noon)).toBe('Just now');
    expect(formatRelativeTime('later', now)).toBe('');
  });
});

describe('the en-GB screen times', () => {
  const at = local(2025, 2, 4, 14, 5);
  it('labels a chart day (a UTC date) as day and month', () => {
    expect(formatChartDay('2025-03-04')).toBe('4 Mar');
    expect(formatChartDay('2025-12-31')).toBe('31 Dec');
    expect(formatChartDay('soon')).toBe('soon');
  });
  it('shows activity and message-dialog times', () => {
    expect(formatActivityTime(at)).toBe('4 Mar, 14:05');
    expect(formatDateTime(at)).toBe('4 Mar 2025, 14:05');
    expect(formatActivityTime(null)).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });
  it('shows a room message by its clock today, with the day before', () => {
    expect(formatRoomTime(at, new Date(2025, 2, 4, 23, 59))).toBe('14:05');
    expect(formatRoomTime(at, new Date(2025, 2, 5, 0, 1))).toBe('4 Mar, 14:05');
    expect(formatRoomTime('nope')).toBe('');
  });
});

describe('money in GBP', () => {
  it('shows whole pounds without pence and pence when there are some', () => {
    expect(formatPounds(0)).toBe('£0');
    expect(formatPounds(48)).toBe('£48');
    expect(formatPounds(1250)).toBe('£1,250');
    expect(formatPounds(48.5)).toBe('£48.50');
    expect(formatPounds(48.05)).toBe('£48.05');
  });
  it('shows an hourly rate, or the fallback', () => {
    expect(formatHourlyRate(45)).toBe('£45/hour');
    expect(formatHourlyRate(45.5)).toBe('£45.50/hour');
    expect(formatHourlyRate(null)).toBe('Rate on request');
    expect(formatHourlyRate(undefined, 'Per job')).toBe('Per job');
  });
  it('shows a proposed cost (a decimal string) always with pence', () => {
    expect(formatCost('1250.5')).toBe('£1,250.50');
    expect(formatCost('1800')).toBe('£1,800.00');
    expect(formatCost('4250.50')).toBe('£4,250.50');
    expect(formatCost('0.99')).toBe('£0.99');
  });
  it("shows a budget as written, with a pound sign, else 'Not specified'", () => {
    expect(formatBudget('6,000 - 8,000')).toBe('£6,000 - 8,000');
    expect(formatBudget(' £6,000 - £8,000 ')).toBe('£6,000 - £8,000');
    expect(formatBudget(null)).toBe('Not specified');
    expect(formatBudget('   ')).toBe('Not specified');
  });
});

describe('counts', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [2, '2 views'],
    [1234, '1,234 views'],
  ])('%i of a regular noun is %s', (n, text) => expect(formatCount(n, 'view', 'views')).toBe(text));
  it.each([
    [0, '0 replies'],
    [1, '1 reply'],
    [2, '2 replies'],
  ])('%i of reply/replies is %s', (n, text) => expect(formatCount(n, 'reply', 'replies')).toBe(text));
  it.each([
    [0, '0 tradesmen'],
    [1, '1 tradesman'],
    [2, '2 tradesmen'],
  ])('%i of tradesman/tradesmen is %s', (n, text) => expect(formatCount(n, 'tradesman', 'tradesmen')).toBe(text));
  it('gives the noun alone, and a number with separators', () => {
    expect(pluralNoun(1, 'week', 'weeks')).toBe('week');
    expect(pluralNoun(0, 'week', 'weeks')).toBe('weeks');
    expect(pluralNoun(1.5, 'mile', 'miles')).toBe('miles');
    expect(formatNumber(2500)).toBe('2,500');
    expect(formatNumber(7)).toBe('7');
  });
});
