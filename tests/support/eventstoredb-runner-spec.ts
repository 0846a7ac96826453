/**
 * The projection runner reading EventStoreDB through its catch-up subscription, against real
 * PostgreSQL and Redis. Shared by the int tier (a fake log standing in for the server) and
 * `make test-containers` (the real server in a container).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareCheckpoints, parseCheckpoint, type Checkpoint, type EventStore } from '@tradeguild/contracts';
import type { EventStoreDbSubscriptionSource } from '../../backend/src/eventstore/eventstoredb-subscription.ts';
import { createTestDatabase, uniquePrefix, type TestDatabase } from './database.ts';
import { testRunner } from './projections/harness.ts';
import { appendCounted, counterProjection, counterState, registryRows } from './projections/counter.ts';

export interface EsdbUnderTest {
  store: EventStore;
  /** A new source, as a restarted process would make. */
  newSource: () => EventStoreDbSubscriptionSource;
  close: () => Promise<void>;
  /** The fake log answers at once, so every batch must come from the subscription, none from readAll. */
  neverFallsBack?: boolean;
}

export function subscriptionRunnerSpec(label: string, make: () => Promise<EsdbUnderTest>) {
  describe(`the projection runner on EventStoreDB (${label})`, () => {
    let db: TestDatabase;
    let esdb: EsdbUnderTest;
    const prefix = uniquePrefix();
    // Its own event type and name: a shared server holds other runs' events, which the counter ignores.
    const suffix = randomUUID().slice(0, 8);
    const type = `Counted${suffix}`;
    const projection = counterProjection({ name: `counter_${suffix}`, eventType: type });
    const state = () => counterState(db.pool, projection.name);
    /** The stored checkpoint is at `position` or beyond (a shared server may hold later events of other tests). */
    const checkpointPassed = async (position: Checkpoint) => {
      const stored = parseCheckpoint((await registryRows(db.pool, projection.name))[0]!.checkpoint);
      return stored !== null && compareCheckpoints(stored, position) >= 0;
    };

    beforeAll(async () => {
      db = await createTestDatabase();
      esdb = await make();
    });
    afterAll(async () => {
      await esdb?.close();
      await db?.drop();
    });

    it('applies every event once, stores the commit position as the checkpoint, resumes from it after a restart', async () => {
      const firstSource = esdb.newSource();
      const first = testRunner(db, prefix, [projection], { store: esdb.store, source: firstSource, batchSize: 25 });
      await first.start();
      let last = await appendCounted(esdb.store, 0, 120, { type });
      await expect.poll(state, { timeout: 30_000 }).toMatchObject({ n: 120, maxApplied: 1, distinctSeq: 120 });
      await expect.poll(() => checkpointPassed(last), { timeout: 10_000 }).toBe(true);

      // Live: a new event reaches the read model through the subscription.
      last = await appendCounted(esdb.store, 120, 5, { type });
      await expect.poll(state, { timeout: 15_000 }).toMatchObject({ n: 125, maxApplied: 1 });
      await first.stop();
      await firstSource.close();
      if (esdb.neverFallsBack) expect(firstSource.fallbackReads).toBe(0);

      // Written while no runner was up; a new process resumes after the stored checkpoint.
      last = await appendCounted(esdb.store, 125, 40, { type });
      const secondSource = esdb.newSource();
      const second = testRunner(db, prefix, [projection], { store: esdb.store, source: secondSource, batchSize: 25 });
      await second.start();
      await expect.poll(state, { timeout: 30_000 }).toMatchObject({ n: 165, maxApplied: 1, distinctSeq: 165 });
      await expect.poll(() => checkpointPassed(last), { timeout: 10_000 }).toBe(true);
      await second.stop();
      await secondSource.close();
      if (esdb.neverFallsBack) expect(secondSource.fallbackReads).toBe(0);
    });
  });
}
