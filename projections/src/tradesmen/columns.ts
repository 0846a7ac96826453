/** Column lists of the tradesmen read model that the DTO queries share. */
import { sql } from 'slonik';

/** Columns of the tradesmen read model that a profile DTO needs (never the tsvector). */
export const PROFILE_COLUMNS = sql.fragment`t.id, t.user_id, t.business_name, t.description, t.location, t.postcode, t.phone,
  t.website, t.years_experience, t.hourly_rate, t.rating, t.total_reviews, t.verified, t.specializations, t.certifications,
  t.equipment, t.availability, t.trade_categories, t.response_time, t.service_radius_miles, t.created_at, t.updated_at`;

export const REVIEW_COLUMNS = sql.fragment`r.id, r.project_id, r.portfolio_project_id, r.tradesman_id, r.client_id, r.client_name,
  r.rating, r.comment, r.is_verified, r.invitation_id, r.reply, r.replied_at, r.created_at`;
