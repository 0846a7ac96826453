import { z } from 'zod';
import { RESPONSE_TIMES, SPECIALIZATIONS, TRADE_CATEGORIES } from '../shared/constants.ts';
import { optionalText, requiredText } from '../shared/fields.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { DEFAULT_SERVICE_RADIUS_MILES, MAX_SERVICE_RADIUS_MILES, TRADESMAN_AVAILABILITY } from './constants.ts';
import { choiceList, emptyToUndefined, textList } from './fields.ts';
import { normalisePostcode } from './postcode.ts';
import { defineRoute } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

const postcodeSchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .max(10, 'Enter a UK postcode such as "LS6 2AB" or an outcode such as "LS6"')
    .transform((v, ctx) => {
      const n = normalisePostcode(v);
      if (n) return n.postcode;
      ctx.addIssue({ code: 'custom', message: 'Enter a UK postcode such as "LS6 2AB" or an outcode such as "LS6"' });
      return z.NEVER;
    })
    .optional(),
);

/** "example.co.uk" is what people type; we store the https address. */
const websiteSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && !/^https?:\/\//i.test(v.trim()) ? `https://${v.trim()}` : emptyToUndefined(v)),
  z.string().trim().max(200).url('Enter a website address such as example.co.uk').optional(),
);

/**
 * The editable fields of a business profile (spec section 3, tradesman_profiles), minus what the
 * server manages (id, userId, rating, totalReviews, verified, timestamps). `tradeCategories`,
 * `postcode` and `responseTime` are additions the search needs
 * (docs/decisions/0028-tradesman-stream-and-profile.md).
 */
export const profileFieldsSchema = z.object({
  businessName: requiredText('Business name is required', 120),
  description: optionalText(3000),
  location: optionalText(120),
  postcode: postcodeSchema,
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a phone number such as 0113 496 0123')
      .optional(),
  ),
  website: websiteSchema,
  yearsExperience: z.preprocess(
    emptyToUndefined,
    z
      .number({ invalid_type_error: 'Years of experience must be a number' })
      .int('Years of experience must be a whole number')
      .min(0)
      .max(70)
      .optional(),
  ),
  hourlyRate: z.preprocess(
    emptyToUndefined,
    z
      .number({ invalid_type_error: 'Hourly rate must be a number' })
      .min(0, 'Hourly rate cannot be negative')
      .max(999_999.99)
      .refine((n) => Math.round(n * 100) === n * 100, 'Hourly rate has at most 2 decimals')
      .optional(),
  ),
  specializations: choiceList([...SPECIALIZATIONS], 10).default([]),
  certifications: textList(20, 120),
  equipment: textList(30, 120),
  availability: z.enum(TRADESMAN_AVAILABILITY).default('available'),
  tradeCategories: z.preprocess(
    (v) => v ?? [],
    choiceList([...TRADE_CATEGORIES], 10, { items: 1, message: 'Choose at least one trade category' }),
  ),
  responseTime: z.preprocess(emptyToUndefined, z.enum(RESPONSE_TIMES).optional()),
  serviceRadiusMiles: z.preprocess(
    emptyToUndefined,
    z
      .number({ invalid_type_error: 'Travel distance must be a number of miles' })
      .int('Travel distance is a whole number of miles')
      .min(1, 'Travel distance is at least 1 mile')
      .max(MAX_SERVICE_RADIUS_MILES, `Travel distance is at most ${MAX_SERVICE_RADIUS_MILES} miles`)
      .default(DEFAULT_SERVICE_RADIUS_MILES),
  ),
});
export type ProfileFields = z.output<typeof profileFieldsSchema>;

/** POST /api/tradesmen/profile: CreateTradesmanProfile. Answers 201 CommandResult; 409 if you have one. */
export const createProfileRequestSchema = profileFieldsSchema.extend({ commandId: commandIdSchema });
export type CreateProfileRequest = z.input<typeof createProfileRequestSchema>;
export type CreateProfile = z.output<typeof createProfileRequestSchema>;

export const createProfileRoute = defineRoute({
  method: 'POST',
  path: '/api/tradesmen/profile',
  body: createProfileRequestSchema,
  response: commandResultSchema,
});
