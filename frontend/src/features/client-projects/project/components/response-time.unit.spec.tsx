import { describe, expect, it } from 'vitest';
import { responseTimeText } from './response-time';

describe('a quote’s response time', () => {
  it('reads in minutes, then hours, then days', () => {
    expect(responseTimeText(null)).toBe('Not known');
    expect(responseTimeText(5)).toBe('1 minute');
    expect(responseTimeText(40 * 60)).toBe('40 minutes');
    expect(responseTimeText(3 * 3600)).toBe('3 hours');
    expect(responseTimeText(47 * 3600)).toBe('47 hours');
    expect(responseTimeText(5 * 86400)).toBe('5 days');
  });
});
