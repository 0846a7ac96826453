import {
  DEFAULT_SERVICE_RADIUS_MILES,
  createProfileRequestSchema,
  type CreateProfileRequest,
  type TradesmanAvailability,
  type TradesmanProfile,
} from '@tradeguild/contracts';

/** What the inputs hold: text for numbers, so a half-typed value is never lost. */
export type ProfileFormValues = {
  businessName: string;
  tradeCategories: string[];
  description: string;
  yearsExperience: string;
  hourlyRate: string;
  location: string;
  postcode: string;
  phone: string;
  website: string;
  specializations: string[];
  availability: TradesmanAvailability;
  responseTime: string;
  serviceRadiusMiles: string;
  certifications: string[];
  equipment: string[];
};

export type ProfileFieldErrors = Partial<Record<keyof ProfileFormValues, string>>;

const text = (v: string | null) => v ?? '';
const num = (v: number | null) => (v === null ? '' : String(v));

export function toFormValues(p: TradesmanProfile | null): ProfileFormValues {
  return {
    businessName: text(p?.businessName ?? null),
    tradeCategories: p?.tradeCategories ?? [],
    description: text(p?.description ?? null),
    yearsExperience: num(p?.yearsExperience ?? null),
    hourlyRate: num(p?.hourlyRate ?? null),
    location: text(p?.location ?? null),
    postcode: text(p?.postcode ?? null),
    phone: text(p?.phone ?? null),
    website: text(p?.website ?? null),
    specializations: p?.specializations ?? [],
    availability: p?.availability ?? 'available',
    responseTime: text(p?.responseTime ?? null),
    serviceRadiusMiles: String(p?.serviceRadiusMiles ?? DEFAULT_SERVICE_RADIUS_MILES),
    certifications: p?.certifications ?? [],
    equipment: p?.equipment ?? [],
  };
}

/** '' stays '' (not given); anything else becomes a number, NaN included, so the contract names the problem. */
const toNumber = (v: string) => (v.trim() === '' ? '' : Number(v.replace(/[£,\s]/g, '')));

type Validation = { ok: true; body: CreateProfileRequest } | { ok: false; errors: ProfileFieldErrors };

/** The shared contract decides; the form shows its first message per field. */
export function validateProfile(values: ProfileFormValues): Validation {
  const input = {
    ...values,
    yearsExperience: toNumber(values.yearsExperience),
    hourlyRate: toNumber(values.hourlyRate),
    serviceRadiusMiles: toNumber(values.serviceRadiusMiles),
  };
  const result = createProfileRequestSchema.safeParse(input);
  if (result.success) return { ok: true, body: result.data };
  const errors: ProfileFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof ProfileFormValues | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
