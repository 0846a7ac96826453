/**
 * Schema evolution end to end: a store holding version 1 profile events (written before
 * serviceRadiusMiles existed) and version 2 ones; building the tradesmen read model, and
 * rebuilding it, gives version 2 rows for both.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradesmanStreamId, type NewEvent } from '@tradeguild/contracts';
import { createTestDatabase, uniquePrefix, type TestDatabase } from '../../../tests/support/database.ts';
import { PostgresEventStore } from '../../../tests/support/event-store.ts';
import { testRunner } from '../../../tests/support/projections/harness.ts';
import { waitFor } from '../../../tests/support/projections/counter.ts';
import { requestRebuild } from '../runtime/registry.ts';
import type { ProjectionRunner } from '../runtime/runner.ts';
import { tradesmenProjection } from './projection.ts';

let db: TestDatabase;
let runner: ProjectionRunner;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await runner?.stop();
  await db?.drop();
});

const OLD = '1c6a8b0f-7d2e-4c9f-8a3b-4e5d6c7b8f91';
const NEW = '2d7b9c1a-8e3f-4daf-9b4c-5f6e7d8c9a02';
const details = {
  businessName: 'Whitfield Electrical',
  description: null,
  location: 'Leeds',
  postcode: 'LS6 2AB',
  outcode: 'LS6',
  phone: null,
  website: null,
  yearsExperience: 14,
  hourlyRate: 48,
  specializations: [],
  certifications: [],
  equipment: [],
  availability: 'available',
  tradeCategories: ['electrician'],
  responseTime: null,
};
const stored = (type: string, schemaVersion: number, data: Record<string, unknown>): NewEvent => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    commandId: null,
    correlationId: 'upcast-test',
    causationId: null,
    actorId: null,
    occurredAt: '2025-06-01T09:30:00.000Z',
    schemaVersion,
  },
});

const radii = async () =>
  (
    await db.pool.query<{ id: string; service_radius_miles: number; business_name: string }>(
      'SELECT id, service_radius_miles, business_name FROM tradesmen ORDER BY business_name',
    )
  ).rows.map((r) => [r.business_name, r.service_radius_miles]);

describe('upcasting old profile events', () => {
  it('builds and rebuilds version 2 rows from a store holding version 1 and version 2 events', async () => {
    const store = new PostgresEventStore(db.pool);
    // Version 1, as written before the change: no serviceRadiusMiles, and an update on top of it.
    await store.appendToStream(
      tradesmanStreamId(OLD),
      [
        stored('TradesmanProfileCreated', 1, { ...details, tradesmanId: OLD, userId: 'u-old', createdAt: '2024-01-01T00:00:00.000Z' }),
        stored('TradesmanProfileUpdated', 1, {
          ...details,
          businessName: 'Whitfield & Sons',
          tradesmanId: OLD,
          updatedAt: '2024-02-01T00:00:00.000Z',
        }),
      ],
      { expectedVersion: 0 },
    );
    await store.appendToStream(
      tradesmanStreamId(NEW),
      [
        stored('TradesmanProfileCreated', 2, {
          ...details,
          businessName: 'Northgate Electrics',
          tradesmanId: NEW,
          userId: 'u-new',
          createdAt: '2025-01-01T00:00:00.000Z',
          serviceRadiusMiles: 40,
        }),
      ],
      { expectedVersion: 0 },
    );
    const raw = await db.pool.query<{ schema_version: number }>('SELECT schema_version FROM events ORDER BY global_position');
    expect(raw.rows.map((r) => r.schema_version)).toEqual([1, 1, 2]);

    runner = testRunner(db, uniquePrefix(), [tradesmenProjection]);
    await runner.start();
    const expected = [
      ['Northgate Electrics', 40],
      ['Whitfield & Sons', 25],
    ];
    await waitFor('the first build', async () => JSON.stringify(await radii().catch(() => [])) === JSON.stringify(expected));

    const generation = await requestRebuild(db.pool, tradesmenProjection);
    await waitFor(
      'the rebuild to switch',
      async () => {
        const { rows } = await db.pool.query(
          "SELECT 1 FROM projection_registry WHERE projection = 'tradesmen' AND generation = $1 AND state = 'active'",
          [generation],
        );
        return rows.length === 1;
      },
      30_000,
    );
    expect(await radii()).toEqual(expected);
    // The events themselves were never rewritten.
    expect((await db.pool.query('SELECT count(*)::int AS n FROM events WHERE schema_version = 1')).rows[0].n).toBe(2);
  });
});
