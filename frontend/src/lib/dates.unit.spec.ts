import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate } from './dates';

describe('formatDate', () => {
  it("formats as 'MMM d, yyyy' in US English", () => {
    expect(formatDate('2025-03-04T12:00:00')).toBe('Mar 4, 2025');
    expect(formatDate(new Date(2024, 11, 25))).toBe('Dec 25, 2024');
  });

  it('returns the fallback for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date', 'Unknown')).toBe('Unknown');
  });
});

describe('formatLongDate', () => {
  it("formats as 'MMMM d, yyyy'", () => {
    expect(formatLongDate('2025-09-01T08:00:00')).toBe('September 1, 2025');
  });
});
