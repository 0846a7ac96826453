/** UK outcode centroids (a reference table loaded by a migration), for distances. */
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadDb } from '../runtime/read-db.ts';

export const originSchema = z.object({ outcode: z.string(), latitude: z.number(), longitude: z.number() });
export type Origin = z.infer<typeof originSchema>;

export const findOutcode = (db: ReadDb, outcode: string): Promise<Origin | null> =>
  db.maybeOne(sql.type(originSchema)`SELECT outcode, latitude, longitude FROM uk_outcodes WHERE outcode = ${outcode}`);
