import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { failureText } from './failure-text';

const FALLBACK = 'Failed to send message. Please try again.';

describe('failureText', () => {
  it("shows the server's message when it refused the request", () => {
    const limited = new ApiError(429, 'Too Many Requests', '{"message":"Too many requests, try again in 12 s","code":"rate_limited"}');
    expect(failureText(limited, FALLBACK)).toBe('Too many requests, try again in 12 s');
    const refused = new ApiError(403, 'Forbidden', '{"message":"Only client accounts can do this","code":"forbidden"}');
    expect(failureText(refused, FALLBACK)).toBe('Only client accounts can do this');
  });

  it('keeps the generic text when something broke, or the body says nothing useful', () => {
    expect(failureText(new ApiError(500, 'Internal Server Error', '{"message":"Something went wrong","code":"internal"}'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(failureText(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(failureText(new ApiError(409, 'Conflict', ''), FALLBACK)).toBe(FALLBACK);
  });
});
