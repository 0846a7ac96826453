import type { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors.ts';

/** Parses input with a contract schema; bad input becomes a 400 naming the first problem. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new ValidationError(issues[0]?.message ?? 'Invalid input', issues);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid names nothing we have: 404 '{what} not found', the same as an unknown one. */
export function pathId(value: unknown, what: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new NotFoundError(`${what} not found`);
  return value.toLowerCase();
}
