import { z } from 'zod';

export const ERROR_CODES = ['validation', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'rate_limited', 'internal'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every non-2xx JSON answer of the API has this shape. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Commands answer with what they created and the position the client can wait for. */
export const commandResultSchema = z.object({
  id: z.string(),
  position: z.string(),
});
export type CommandResult = z.infer<typeof commandResultSchema>;
