import { z } from 'zod';

/** A form's empty text input means "not given". */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, `Must be at most ${max} characters`).optional(),
  );

export const requiredText = (message: string, max: number) =>
  z.string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);
