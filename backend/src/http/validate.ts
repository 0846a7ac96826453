import type { z } from 'zod';
import { ValidationError } from '../errors.ts';

/** Parses input with a contract schema; bad input becomes a 400 naming the first problem. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new ValidationError(issues[0]?.message ?? 'Invalid input', issues);
}
