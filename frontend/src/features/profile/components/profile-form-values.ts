import { z, type ZodTypeAny } from 'zod';
import {
  DEFAULT_SERVICE_RADIUS_MILES,
  SPECIALIZATIONS,
  profileFieldsSchema,
  type ProfileFields,
  type TradesmanAvailability,
  type TradesmanProfile,
} from '@tradeguild/contracts';
import { formSchema } from '@/lib/forms';

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
  specializations: ProfileFields['specializations'];
  availability: TradesmanAvailability;
  responseTime: string;
  serviceRadiusMiles: string;
  certifications: string[];
  equipment: string[];
};

const text = (v: string | null) => v ?? '';
const isSpecialization = (s: string): s is Specialization => (SPECIALIZATIONS as readonly string[]).includes(s);
type Specialization = ProfileFields['specializations'][number];
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
    // The form offers only the current list: a stored one no longer on it is dropped, and is gone once saved.
    specializations: (p?.specializations ?? []).filter(isSpecialization),
    availability: p?.availability ?? 'available',
    responseTime: text(p?.responseTime ?? null),
    serviceRadiusMiles: String(p?.serviceRadiusMiles ?? DEFAULT_SERVICE_RADIUS_MILES),
    certifications: p?.certifications ?? [],
    equipment: p?.equipment ?? [],
  };
}

/** '' stays '' (not given); anything else becomes a number, NaN included, so the contract names the problem. */
const typedNumber = (v: string) => (v.trim() === '' ? '' : Number(v.replace(/[£,\s]/g, '')));
const numberField = <T extends ZodTypeAny>(contract: T) => z.string().transform(typedNumber).pipe(contract);

/** The contract's fields, with the numbers as typed: the shared contract decides, with its messages. */
export const profileFormSchema = formSchema<ProfileFormValues>()(
  profileFieldsSchema.extend({
    yearsExperience: numberField(profileFieldsSchema.shape.yearsExperience),
    hourlyRate: numberField(profileFieldsSchema.shape.hourlyRate),
    serviceRadiusMiles: numberField(profileFieldsSchema.shape.serviceRadiusMiles),
  }),
);
