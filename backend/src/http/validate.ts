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

/** A path id that is not a uuid names nothing we have: 404 `notFound`, the same answer as an unknown id. */
export function pathId(value: unknown, notFound: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new NotFoundError(notFound);
  return value.toLowerCase();
}
