import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text.ts';

/** A string PostgreSQL can store (no NUL, no unpaired surrogate). */
export const safeString = () => z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** A form's empty text input means "not given". */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, `Must be at most ${max} characters`).refine(isSafeText, UNSAFE_TEXT_MESSAGE).optional(),
  );

export const requiredText = (message: string, max: number) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE);
