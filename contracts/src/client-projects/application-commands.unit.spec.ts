import { describe, expect, it } from 'vitest';
import { submitApplicationRequestSchema } from './application-commands.types.ts';

const valid = { message: 'I can start Monday', proposedCost: '1250.5', estimatedDuration: '2 weeks', trades: ['Plumber'] };
const costProblem = (proposedCost: unknown) => {
  const r = submitApplicationRequestSchema.safeParse({ ...valid, proposedCost });
  return r.success ? null : r.error.issues[0]!.message;
};

describe('SubmitApplication request', () => {
  it('normalises the cost to pounds with 2 decimals', () => {
    expect(submitApplicationRequestSchema.parse(valid).proposedCost).toBe('1250.50');
    expect(submitApplicationRequestSchema.parse({ ...valid, proposedCost: '£1,250' }).proposedCost).toBe('1250.00');
    expect(submitApplicationRequestSchema.parse({ ...valid, proposedCost: 99.9 }).proposedCost).toBe('99.90');
    expect(submitApplicationRequestSchema.parse({ ...valid, proposedCost: '007.05' }).proposedCost).toBe('7.05');
  });

  it('refuses a missing, malformed, zero, negative, over-precise or too large cost', () => {
    expect(costProblem(undefined)).toBe('Proposed cost is required');
    expect(costProblem('')).toBe('Proposed cost is required');
    expect(costProblem('abc')).toBe('Enter the cost in pounds, like 1250 or 1250.50');
    expect(costProblem('12.345')).toBe('Enter the cost in pounds, like 1250 or 1250.50');
    expect(costProblem(-5)).toBe('Enter the cost in pounds, like 1250 or 1250.50');
    expect(costProblem(Number.POSITIVE_INFINITY)).toBe('Enter the cost in pounds, like 1250 or 1250.50');
    expect(costProblem('0.00')).toBe('Proposed cost must be more than £0');
    expect(costProblem('100000000')).toBe('Proposed cost must be at most £99,999,999.99');
    expect(costProblem('99999999.99')).toBeNull();
  });

  it('needs a message, a duration and at least one trade', () => {
    const r = submitApplicationRequestSchema.safeParse({ proposedCost: '10' });
    expect(r.success).toBe(false);
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      message: 'Message is required',
      estimatedDuration: 'Estimated duration is required',
      trades: 'Select at least one trade',
    });
  });
});
