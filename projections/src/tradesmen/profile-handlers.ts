import type {
  ProfileDetails,
  TradesmanProfileCreated,
  TradesmanProfileUpdated,
  TradesmanUnverified,
  TradesmanVerified,
} from '@tradeguild/contracts';
import type { Handler } from '../runtime/types.ts';
import { searchVectorSql, searchVectorValues } from './search-vector.ts';

const DETAIL_COLUMNS = [
  'business_name',
  'description',
  'location',
  'postcode',
  'outcode',
  'phone',
  'website',
  'years_experience',
  'hourly_rate',
  'specializations',
  'certifications',
  'equipment',
  'availability',
  'trade_categories',
  'response_time',
  'service_radius_miles',
] as const;

const detailValues = (d: ProfileDetails) => [
  d.businessName,
  d.description,
  d.location,
  d.postcode,
  d.outcode,
  d.phone,
  d.website,
  d.yearsExperience,
  d.hourlyRate,
  d.specializations,
  d.certifications,
  d.equipment,
  d.availability,
  d.tradeCategories,
  d.responseTime,
  d.serviceRadiusMiles,
];

/** Placeholders $from.. for the detail columns, in DETAIL_COLUMNS order. */
const placeholders = (from: number) => DETAIL_COLUMNS.map((_, i) => `$${from + i}`);
const OUTCODE_PARAM = 2 + DETAIL_COLUMNS.indexOf('outcode');
// The outcode centre is looked up when the profile is written, so searches never join.
const coordinates = (outcodeParam: number) =>
  `(SELECT latitude FROM uk_outcodes WHERE outcode = $${outcodeParam}), (SELECT longitude FROM uk_outcodes WHERE outcode = $${outcodeParam})`;

export const profileCreated: Handler<TradesmanProfileCreated> = async ({ data: d }, { tx, table }) => {
  const n = DETAIL_COLUMNS.length;
  await tx.query(
    `INSERT INTO ${table('tradesmen')} (id, ${DETAIL_COLUMNS.join(', ')}, user_id, latitude, longitude, search, created_at, updated_at)
     VALUES ($1, ${placeholders(2).join(', ')}, $${n + 2}, ${coordinates(OUTCODE_PARAM)}, ${searchVectorSql(n + 4)}, $${n + 3}, $${n + 3})
     ON CONFLICT (id) DO NOTHING`,
    [d.tradesmanId, ...detailValues(d), d.userId, d.createdAt, ...searchVectorValues(d)],
  );
};

export const profileUpdated: Handler<TradesmanProfileUpdated> = async ({ data: d }, { tx, table }) => {
  const n = DETAIL_COLUMNS.length;
  const sets = DETAIL_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await tx.query(
    `UPDATE ${table('tradesmen')}
        SET ${sets}, (latitude, longitude) = (SELECT ${coordinates(OUTCODE_PARAM)}),
            search = ${searchVectorSql(n + 3)}, updated_at = $${n + 2}
      WHERE id = $1`,
    [d.tradesmanId, ...detailValues(d), d.updatedAt, ...searchVectorValues(d)],
  );
};

export const verified: Handler<TradesmanVerified> = async ({ data: d }, { tx, table }) => {
  await tx.query(`UPDATE ${table('tradesmen')} SET verified = true WHERE id = $1`, [d.tradesmanId]);
};

export const unverified: Handler<TradesmanUnverified> = async ({ data: d }, { tx, table }) => {
  await tx.query(`UPDATE ${table('tradesmen')} SET verified = false WHERE id = $1`, [d.tradesmanId]);
};
