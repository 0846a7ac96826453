import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradesmanEvent } from '@tradeguild/contracts';
import type { RecordedEvent } from '@tradeguild/backend/eventstore/types';
import { created, PROJECT_ID, projectAdded, REVIEW_ID, TRADESMAN_ID, verified } from '@tradeguild/backend/tradesmen/decide.fixtures';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { tradesmenProjection } from './tradesmen.projection.ts';

let db: TestDatabase;
const table = (logical: string) => `spec_${logical}`;

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [logical, ddl] of Object.entries(tradesmenProjection.tables)) await db.pool.query(ddl(table(logical)));
});
afterAll(() => db?.drop());

const recorded = (e: TradesmanEvent, i: number): RecordedEvent => ({
  streamId: `tradesman-${TRADESMAN_ID}`, streamVersion: i + 1, type: e.type, data: e.data, position: { tx: 1n, pos: BigInt(i + 1) }, recordedAt: new Date(),
  metadata: { eventId: crypto.randomUUID(), commandId: null, correlationId: 'c', causationId: null, actorId: null, occurredAt: '2025-06-01T09:30:00.000Z', schemaVersion: 1 },
});

async function apply(events: TradesmanEvent[]) {
  const client = await db.pool.connect();
  try {
    for (const [i, e] of events.entries()) await tradesmenProjection.handlers[e.type]!(recorded(e, i), { tx: client, table, push: () => undefined });
  } finally {
    client.release();
  }
}

const snapshot = async () => ({
  tradesmen: (await db.pool.query(`SELECT * FROM ${table('tradesmen')} ORDER BY id`)).rows,
  projects: (await db.pool.query(`SELECT * FROM ${table('portfolio_projects')} ORDER BY id`)).rows,
  reviews: (await db.pool.query(`SELECT * FROM ${table('reviews')} ORDER BY id`)).rows,
});

const review = (reviewId: string, clientId: string, rating: number): TradesmanEvent => ({
  type: 'ReviewSubmitted',
  data: { tradesmanId: TRADESMAN_ID, reviewId, clientId, portfolioProjectId: PROJECT_ID, rating, comment: null, submittedAt: '2025-06-01T09:30:00.000Z' },
});

describe('tradesmen projection', () => {
  const history: TradesmanEvent[] = [created, projectAdded, review(REVIEW_ID, 'c1', 5), review('5a0ecf4d-b16c-40d2-8e7f-8c9b0aafcd35', 'c2', 4), verified];

  it('derives rating, counts, coordinates and search columns', async () => {
    await apply(history);
    const { tradesmen, projects } = await snapshot();
    expect(tradesmen[0]).toMatchObject({ rating: '4.50', total_reviews: 2, verified: true, project_count: 1, project_types: ['renovation'], outcode: 'LS6' });
    expect(tradesmen[0].latitude).toBeCloseTo(53.82, 2);
    expect(projects[0]).toMatchObject({ average_rating: '4.50', review_count: 2 });
    const hit = await db.pool.query(`SELECT count(*)::int AS n FROM ${table('tradesmen')} WHERE search @@ to_tsquery('english', 'rewir:* & leeds:*')`);
    expect(hit.rows[0].n).toBe(1);
  });

  it('lands on the same rows when the same events are applied again', async () => {
    const before = await snapshot();
    await apply(history);
    expect(await snapshot()).toEqual(before);
  });

  it('forgets a removed project in the summary but keeps its reviews', async () => {
    await apply([{ type: 'PortfolioProjectRemoved', data: { tradesmanId: TRADESMAN_ID, projectId: PROJECT_ID, removedAt: '2025-06-02T09:00:00.000Z' } }]);
    const { tradesmen, projects, reviews } = await snapshot();
    expect([tradesmen[0].project_count, tradesmen[0].project_types, projects.length, reviews.length]).toEqual([0, [], 0, 2]);
  });
});
