import { describe, expect, it } from 'vitest';
import { ApiError, fieldIssues, formatApiErrorMessage, isUnauthorizedError } from './api-error';

describe('formatApiErrorMessage', () => {
  it('joins the status and the body text', () => {
    expect(formatApiErrorMessage(400, 'Bad Request', '{"message":"Invalid"}')).toBe('400: {"message":"Invalid"}');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(formatApiErrorMessage(502, 'Bad Gateway', '')).toBe('502: Bad Gateway');
  });
});

describe('ApiError', () => {
  it('keeps the status and the parsed error body', () => {
    const err = new ApiError(409, 'Conflict', JSON.stringify({ message: 'Duplicate', code: 'conflict' }));
    expect(err.message).toBe('409: {"message":"Duplicate","code":"conflict"}');
    expect(err.status).toBe(409);
    expect(err.body).toEqual({ message: 'Duplicate', code: 'conflict' });
  });

  it('has no body for non-JSON answers', () => {
    expect(new ApiError(500, 'Internal Server Error', '<html>oops</html>').body).toBeNull();
  });
});

describe('isUnauthorizedError', () => {
  it('matches a 401 whose text contains Unauthorized', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', '{"message":"Unauthorized","code":"unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
  });

  it('rejects other statuses and other values', () => {
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Session expired'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('fieldIssues', () => {
  it('maps server issues to the first message per top-level field', () => {
    const body = {
      message: 'Invalid',
      code: 'validation',
      issues: [
        { path: 'title', message: 'Title is required' },
        { path: 'requiredTrades.0', message: 'Unknown trade' },
        { path: 'title', message: 'second message' },
      ],
    };
    expect(fieldIssues(new ApiError(400, 'Bad Request', JSON.stringify(body)))).toEqual({
      title: 'Title is required',
      requiredTrades: 'Unknown trade',
    });
  });
});
