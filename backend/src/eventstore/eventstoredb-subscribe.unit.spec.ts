import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { START as ESDB_START, type EventStoreDBClient, type SubscribeToAllOptions } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { START } from '@tradeguild/contracts';
import { FakeLog } from '../../../tests/support/eventstoredb-fakes.ts';
import type { FeedItem } from './catch-up-feed.ts';
import { subscribeAfter } from './eventstoredb-subscription.ts';

// The client's own Subscription class (a Transform over the gRPC response stream), fed fake
// responses: what subscribeAfter does with it is checked without a server.
const require = createRequire(import.meta.url);
const { Subscription } = require('@eventstore/db-client/dist/streams/utils/Subscription.js') as {
  Subscription: new (
    grpc: () => Promise<Readable>,
    convert: (e: unknown) => unknown,
    options: object,
    checkpointReached?: unknown,
  ) => unknown;
};

type Response = { hasEvent?: () => boolean; getEvent?: () => unknown; hasCaughtUp?: () => boolean; hasFellBehind?: () => boolean };

function clientAnswering(responses: Response[]) {
  const calls: SubscribeToAllOptions[] = [];
  const client = {
    subscribeToAll(options: SubscribeToAllOptions) {
      calls.push(options);
      const grpc = Object.assign(Readable.from(responses, { objectMode: true }), { cancel() {} });
      return new Subscription(
        async () => grpc,
        (e) => e,
        {},
        undefined,
      );
    },
  } as unknown as EventStoreDBClient;
  return { client, calls };
}

describe('subscribeAfter', () => {
  it('subscribes to $all after the checkpoint, with the server filtering out system event types', () => {
    const { client, calls } = clientAnswering([]);
    void subscribeAfter(client, { tx: 700n, pos: 690n }).close();
    void subscribeAfter(client, START).close();
    expect(calls[0]!.fromPosition).toEqual({ commit: 700n, prepare: 690n });
    expect(calls[1]!.fromPosition).toBe(ESDB_START);
    expect(calls[0]!.filter).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
  });

  it('yields caught-up and fell-behind after the events that came before them, however slowly it is read', async () => {
    const log = new FakeLog();
    const [a, b, c] = [log.add('order-1', 'A'), log.add('order-1', 'B'), log.add('order-2', 'C')];
    const event = (e: unknown): Response => ({ hasEvent: () => true, getEvent: () => e });
    const { client } = clientAnswering([event(a), event(b), { hasCaughtUp: () => true }, event(c), { hasFellBehind: () => true }]);
    const seen: string[] = [];
    for await (const item of subscribeAfter(client, START) as AsyncIterable<FeedItem>) {
      seen.push(item.kind === 'event' ? item.event.event!.type : item.kind);
      await sleep(5); // a slow consumer: the client has long announced caught-up by now
    }
    expect(seen).toEqual(['A', 'B', 'caughtUp', 'C', 'fellBehind']);
  });
});
