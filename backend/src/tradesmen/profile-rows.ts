import type { TradesmanProfile, TradesmanSearchResult } from '@tradeguild/contracts';

/** Columns of the tradesmen read model that a profile DTO needs (never the tsvector). */
export const PROFILE_COLUMNS = `t.id, t.user_id, t.business_name, t.description, t.location, t.postcode, t.phone, t.website,
  t.years_experience, t.hourly_rate, t.rating, t.total_reviews, t.verified, t.specializations, t.certifications,
  t.equipment, t.availability, t.trade_categories, t.response_time, t.created_at, t.updated_at`;

export interface ProfileRow {
  id: string;
  user_id: string;
  business_name: string;
  description: string | null;
  location: string | null;
  postcode: string | null;
  phone: string | null;
  website: string | null;
  years_experience: number | null;
  hourly_rate: string | null;
  rating: string;
  total_reviews: number;
  verified: boolean;
  specializations: string[];
  certifications: string[];
  equipment: string[];
  availability: TradesmanProfile['availability'];
  trade_categories: TradesmanProfile['tradeCategories'];
  response_time: TradesmanProfile['responseTime'];
  created_at: Date;
  updated_at: Date;
  distance_miles?: number | null;
}

// numeric columns arrive as strings from pg; the DTOs carry numbers.
const num = (v: string | null) => (v === null ? null : Number(v));

export const toProfile = (r: ProfileRow): TradesmanProfile => ({
  id: r.id,
  userId: r.user_id,
  businessName: r.business_name,
  description: r.description,
  location: r.location,
  postcode: r.postcode,
  phone: r.phone,
  website: r.website,
  yearsExperience: r.years_experience,
  hourlyRate: num(r.hourly_rate),
  rating: Number(r.rating),
  totalReviews: r.total_reviews,
  verified: r.verified,
  specializations: r.specializations,
  certifications: r.certifications,
  equipment: r.equipment,
  availability: r.availability,
  tradeCategories: r.trade_categories,
  responseTime: r.response_time,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

export const toSearchResult = (r: ProfileRow): TradesmanSearchResult =>
  r.distance_miles === undefined || r.distance_miles === null
    ? toProfile(r)
    : { ...toProfile(r), distanceMiles: Math.round(r.distance_miles * 10) / 10 };
