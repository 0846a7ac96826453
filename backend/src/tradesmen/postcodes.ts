import { normalisePostcode, postcodeInLocation } from '@tradeguild/contracts';
import { findOutcode, type Origin, type ReadDb } from '@tradeguild/projections';
import { ValidationError } from '../errors.ts';

const unknown = (field: string, input: string) =>
  new ValidationError(`Unknown postcode "${input}": use a UK postcode such as "LS6 2AB" or an outcode such as "LS6"`, [
    { path: field, message: 'Unknown postcode' },
  ]);

/** A profile's postcode (already normalised by the contract): its outcode must be one we know. */
export async function outcodeOfProfilePostcode(db: ReadDb, postcode: string | undefined): Promise<string | null> {
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
export async function searchOrigin(db: ReadDb, location: string | undefined): Promise<Origin | null> {
  if (!location) return null;
  const n = postcodeInLocation(location);
  if (!n) return null;
  const origin = await findOutcode(db, n.outcode);
  if (!origin) throw unknown('location', location);
  return origin;
}
