/**
 * Projections on EventStoreDB read through a catch-up subscription to `$all` per projection
 * generation (docs/decisions/0012-eventstoredb-catch-up-subscription.md). The paged readAll stays as
 * the fallback: while a subscription is still catching up with nothing buffered, or is down and
 * waiting to reconnect.
 */
import { EventStoreDBClient, excludeSystemEvents, type AllStreamResolvedEvent } from '@eventstore/db-client';
import { domainEvents, type Checkpoint, type EventStore } from '@tradeguild/contracts';
import type { EventConsumer, EventSource } from '@tradeguild/projections';
import { CatchUpFeed, type FeedItem, type FeedOptions, type FeedStream } from './catch-up-feed.ts';
import { toReadPosition } from './eventstoredb-mapping.ts';
import type { EventDecoder } from './event-decoder.ts';
import type { PersonalDataProtection } from './encryption/personal-data.ts';
import { EventStoreDbEventStore } from './eventstoredb.ts';
import { openingDecoder } from './encryption/opening-decoder.ts';

export interface SubscriptionSourceOptions {
  open: (after: Checkpoint) => FeedStream;
  /** The paged reader: the EventStoreDB adapter's readAll. */
  fallback: Pick<EventStore, 'readAll'>;
  decoder?: EventDecoder;
  /** Opens personal fields (the EventStoreDB store's); the keys each event names are fetched before it is decoded. */
  protection?: PersonalDataProtection | null;
  logger: FeedOptions['logger'];
  /** Extra feed tuning (tests). */
  feed?: Pick<FeedOptions, 'maxBuffered' | 'settleMs' | 'backoffMs' | 'now'>;
  /** Releases what `open` shares (the client's connection). */
  dispose?: () => Promise<void>;
}

export class EventStoreDbSubscriptionSource implements EventSource {
  private readonly feeds = new Map<string, CatchUpFeed>();
  /** How many batches came from readAll instead of a subscription (tests, diagnostics). */
  fallbackReads = 0;

  constructor(private readonly o: SubscriptionSourceOptions) {}

  async read(consumer: EventConsumer, after: Checkpoint, limit: number) {
    let feed = this.feeds.get(consumer.id);
    if (!feed) {
      const decoder = this.o.decoder ?? domainEvents;
      const protection = this.o.protection ?? null;
      feed = new CatchUpFeed(
        {
          ...this.o.feed,
          open: this.o.open,
          // The keys come from the cache `prepare` just warmed.
          decoder: protection ? openingDecoder(decoder, protection, protection.keys.cached) : decoder,
          prepare: protection
            ? async (resolved) => {
                if (resolved.event?.isJson) await protection.keyRingForData([{ type: resolved.event.type, data: resolved.event.data }]);
              }
            : undefined,
          wake: consumer.wake,
          logger: this.o.logger,
        },
        after,
      );
      this.feeds.set(consumer.id, feed);
    }
    const events = await feed.take(after, limit);
    if (events) return { events, last: events.at(-1)?.position ?? after };
    this.fallbackReads++;
    return this.o.fallback.readAll({ after, limit });
  }

  async release(consumerId: string) {
    const feed = this.feeds.get(consumerId);
    this.feeds.delete(consumerId);
    await feed?.close();
  }

  async close() {
    await Promise.all([...this.feeds.keys()].map((id) => this.release(id)));
    await this.o.dispose?.();
  }
}

/** The source the runner uses with EVENT_STORE=eventstoredb: its own client, so subscriptions never queue behind appends. */
export function eventStoreDbSource(
  connectionString: string,
  store: EventStore,
  logger: FeedOptions['logger'],
): EventStoreDbSubscriptionSource {
  const client = EventStoreDBClient.connectionString(connectionString);
  return new EventStoreDbSubscriptionSource({
    open: (after) => subscribeAfter(client, after),
    fallback: store,
    protection: store instanceof EventStoreDbEventStore ? store.protection : null,
    logger,
    dispose: () => client.dispose(),
  });
}

const CAUGHT_UP: FeedItem = { kind: 'caughtUp' };
const FELL_BEHIND: FeedItem = { kind: 'fellBehind' };

/**
 * A catch-up subscription to `$all` after `after`, with the server filtering out system events.
 * The client announces caught-up / fell-behind as emitter events while the events before them may
 * still sit in its readable buffer, so they are pushed into that same buffer: they then come out
 * of the iterator in log order.
 */
export function subscribeAfter(client: EventStoreDBClient, after: Checkpoint): FeedStream {
  const subscription = client.subscribeToAll({ fromPosition: toReadPosition(after), filter: excludeSystemEvents() });
  subscription.on('caughtUp', () => subscription.push(CAUGHT_UP));
  subscription.on('fellBehind', () => subscription.push(FELL_BEHIND));
  return {
    async *[Symbol.asyncIterator]() {
      for await (const item of subscription as AsyncIterable<AllStreamResolvedEvent | FeedItem>) {
        yield item === CAUGHT_UP || item === FELL_BEHIND ? (item as FeedItem) : { kind: 'event', event: item as AllStreamResolvedEvent };
      }
    },
    close: () => subscription.unsubscribe(),
  };
}
