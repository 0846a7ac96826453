import { z } from 'zod';

import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/safe-text.ts';

/** The shared rule for text PostgreSQL can store (contracts/src/shared/safe-text.ts). */
export const UNSTORABLE_TEXT_MESSAGE = UNSAFE_TEXT_MESSAGE;
export const isStorableText = isSafeText;

/** A required, trimmed text with the spec's message when it is missing or blank. */
export const blogRequiredText = (message: string, max: number, tooLong = `Must be at most ${max} characters`) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** An optional text: blank or null means "not given". */
export const blogOptionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string().trim().max(max, `Must be at most ${max} characters`).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE).optional(),
  );
