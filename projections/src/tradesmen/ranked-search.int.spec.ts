/**
 * Best match with a search text ranks by ts_rank only the RANKED_CANDIDATES best-scored matches,
 * then the other matches by score; pages fit together across that boundary (search-query.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTradesmenQuerySchema, type TradesmanSearchResult } from '@tradeguild/contracts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { createReadDb, type ReadDb } from '../runtime/read-db.ts';
import { RANKED_CANDIDATES, searchTradesmenSql } from './search-query.ts';
import { searchVectorSql } from './search-vector.ts';
import { moderationTables } from '../moderation/tables.ts';
import { tradesmenTable } from './tables.ts';

let db: TestDatabase;
let read: ReadDb;
const TABLE = 'ranked_tradesmen';
const MATCHES = RANKED_CANDIDATES + 60;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(tradesmenTable(TABLE));
  // Searches leave out profiles hidden through a report (none here).
  await db.pool.query(moderationTables.hidden_subjects!('hidden_subjects'));
  // MATCHES profiles mention 'damp' in their description, with falling ratings (so falling scores); every
  // seventh has it in its business name too. 'Damp Masters' has the best text match and the lowest score.
  await db.pool.query(
    `INSERT INTO ${TABLE} (id, user_id, business_name, description, location, rating, total_reviews, search, created_at, updated_at)
     SELECT md5('r' || i)::uuid, 'u' || i, name, 'We fix damp walls', 'Leeds', round(5 - i * 0.005, 2), 10,
            ${searchVectorSql(1).replace(/\$1/g, 'name').replace(/\$2/g, "''").replace(/\$3/g, "'We fix damp walls'").replace(/\$4/g, "'Leeds'")},
            now(), now()
       FROM generate_series(1, $1::int) i, LATERAL (SELECT CASE WHEN i % 7 = 0 THEN 'Damp Proofing ' || i ELSE 'Builder ' || i END AS name) n`,
    [MATCHES],
  );
  await db.pool.query(
    `INSERT INTO ${TABLE} (id, user_id, business_name, description, location, rating, total_reviews, search, created_at, updated_at)
     VALUES (md5('masters')::uuid, 'masters', 'Damp Masters Damp', 'Damp damp damp', 'Leeds', 1, 10,
             ${searchVectorSql(1).replace(/\$1/g, "'Damp Masters Damp'").replace(/\$2/g, "'Damp'").replace(/\$3/g, "'Damp damp damp'").replace(/\$4/g, "'Leeds'")},
             now(), now())`,
  );
  await db.pool.query(`ANALYZE ${TABLE}`);
  read = await createReadDb(db.url, 4);
}, 120_000);
afterAll(async () => {
  await read?.end();
  await db?.drop();
});

const search = async (qs: Record<string, string>): Promise<TradesmanSearchResult[]> => [
  ...(await read.any(searchTradesmenSql(searchTradesmenQuerySchema.parse(qs), null, TABLE))),
];

describe('best match with a search text', () => {
  it('ranks the best-scored matches by text, then the rest by score, and pages fit together', async () => {
    const all: TradesmanSearchResult[] = [];
    for (let offset = 0; ; offset += 20) {
      const page = await search({ search: 'damp', offset: String(offset) });
      all.push(...page);
      if (page.length < 20) break;
    }
    const ids = all.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(MATCHES + 1);
    const candidates = all.slice(0, RANKED_CANDIDATES);
    // Within the candidates: name matches (every seventh) first, best score first among equals.
    const nameMatches = candidates.filter((t) => t.businessName.startsWith('Damp Proofing'));
    expect(candidates.slice(0, nameMatches.length)).toEqual(nameMatches);
    expect(nameMatches.map((t) => Number(t.rating))).toEqual([...nameMatches.map((t) => Number(t.rating))].sort((a, b) => b - a));
    // Past the candidates: by score only, so the best text match with the lowest score comes last.
    const rest = all.slice(RANKED_CANDIDATES);
    expect(rest.map((t) => Number(t.rating))).toEqual([...rest.map((t) => Number(t.rating))].sort((a, b) => b - a));
    expect(ids.at(-1)).toBe(all.find((t) => t.businessName === 'Damp Masters Damp')!.id);
    // A page straddling the boundary is the same rows as the pages around it.
    const straddle = await search({ search: 'damp', offset: String(RANKED_CANDIDATES - 7), limit: '20' });
    expect(straddle.map((t) => t.id)).toEqual(ids.slice(RANKED_CANDIDATES - 7, RANKED_CANDIDATES + 13));
  });

  it('ranks every match by text when there are fewer than the candidates', async () => {
    const rows = await search({ search: 'damp masters' });
    expect(rows.map((t) => t.businessName)).toEqual(['Damp Masters Damp']);
    const proofing = await search({ search: 'damp proofing' });
    expect(proofing.length).toBe(20);
    expect(proofing.every((t) => t.businessName.startsWith('Damp Proofing'))).toBe(true);
  });
});
