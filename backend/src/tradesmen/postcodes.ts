import { normalisePostcode, postcodeInLocation } from '@tradeguild/contracts';
import type { Queryable } from '../db/pool.ts';
import { ValidationError } from '../errors.ts';

export interface Origin {
  outcode: string;
  latitude: number;
  longitude: number;
}

export async function findOutcode(db: Queryable, outcode: string): Promise<Origin | null> {
  const { rows } = await db.query<Origin>('SELECT outcode, latitude, longitude FROM uk_outcodes WHERE outcode = $1', [outcode]);
  return rows[0] ?? null;
}

const unknown = (field: string, input: string) =>
  new ValidationError(`Unknown postcode "${input}": use a UK postcode such as "LS6 2AB" or an outcode such as "LS6"`, [
    { path: field, message: 'Unknown postcode' },
  ]);

/** A profile's postcode (already normalised by the contract): its outcode must be one we know. */
export async function outcodeOfProfilePostcode(db: Queryable, postcode: string | undefined): Promise<string | null> {
  if (!postcode) return null;
  const n = normalisePostcode(postcode);
  if (!n || !(await findOutcode(db, n.outcode))) throw unknown('postcode', postcode);
  return n.outcode;
}

/**
 * The search's `location`: a postcode or outcode, alone or after a place name ('Leeds LS6'),
 * becomes a point to measure from (an unknown one is a 400, not an empty list); anything else
 * is an area name and returns null.
 */
export async function searchOrigin(db: Queryable, location: string | undefined): Promise<Origin | null> {
  if (!location) return null;
  const n = postcodeInLocation(location);
  if (!n) return null;
  const origin = await findOutcode(db, n.outcode);
  if (!origin) throw unknown('location', location);
  return origin;
}
