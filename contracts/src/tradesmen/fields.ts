import { z } from 'zod';

/** A form's empty field, or null, means "not given". */
export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const unique = <T>(items: T[]) => new Set(items.map((i) => (typeof i === 'string' ? i.toLowerCase() : i))).size === items.length;

/** A list of short texts (certifications, materials...): trimmed, blanks dropped, no repeats. */
export const textList = (maxItems: number, maxLength: number) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.map((s) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== '') : (v ?? [])),
    z
      .array(z.string().max(maxLength, `Each entry must be at most ${maxLength} characters`))
      .max(maxItems, `At most ${maxItems} entries`)
      .refine(unique, 'Each entry may be listed once'),
  );

/** A list of choices from a fixed set, each at most once. */
export const choiceList = <T extends [string, ...string[]]>(choices: T, maxItems: number, min?: { items: number; message: string }) =>
  z
    .array(z.enum(choices))
    .min(min?.items ?? 0, min?.message)
    .max(maxItems, `At most ${maxItems} entries`)
    .refine(unique, 'Each entry may be listed once');

/**
 * Image addresses: an upload of ours (/uploads/...), an image the app ships (/images/...),
 * or https. Never javascript:, data: or a path that climbs out of its folder.
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(uploads|images)\/[A-Za-z0-9._\-/]+|https:\/\/[^\s"'<>]+)$/, 'Upload the image first, or give an https address')
  .refine((u) => !u.includes('..'), 'Image address is not valid');

export const httpsUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/[^\s"'<>]+$/, 'Give an https address');
