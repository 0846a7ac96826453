import {
  blogCategorySlugStreamId,
  blogCategoryStreamId,
  blogPostStreamId,
  blogSlugStreamId,
  laterPosition,
  type EventStore,
} from '@tradeguild/contracts';
import type { Decider, DomainEvent } from '../commands/decider.ts';
import { idFromCommand } from '../commands/handle-command.ts';
import { blogCategoryDecider } from './category-decide.ts';
import { blogPostDecider } from './post-decide.ts';
import { slugReservationDecider, type SlugKind } from './slug-reservation.ts';

/** How the blog's multi-stream operations append: `execute` for HTTP, `handleCommand` for the seed. */
export interface BlogCommandRunner {
  store: EventStore;
  run<S, C, E extends DomainEvent>(req: {
    streamId: string;
    decider: Decider<S, C, E>;
    command: C;
    commandId?: string | null;
  }): Promise<{ position: string | null }>;
}

/** Folds a stream with a decider's evolve (the store decoded the events with the registry). */
export async function loadState<S, C, E extends DomainEvent>(store: EventStore, streamId: string, decider: Decider<S, C, E>): Promise<S> {
  const { events } = await store.readStream(streamId);
  return events.reduce((s, e) => decider.evolve(s, e as unknown as E), decider.initialState());
}

/**
 * Each stream of one operation gets its own command id: the store recognises a retried command by
 * its id across all streams, so sharing one would make the second append look like a repeat.
 */
export const stepCommandId = (commandId: string | null | undefined, step: string): string | null =>
  commandId ? idFromCommand(commandId, `blog:${step}:`) : null;

export const latest = (...positions: (string | null)[]): string | null =>
  positions.reduce<string | null>((a, b) => (b ? laterPosition(a, b) : a), null);

const reservationStream = (kind: SlugKind, slug: string) => (kind === 'post' ? blogSlugStreamId(slug) : blogCategorySlugStreamId(slug));

async function holderStillUses(store: EventStore, kind: SlugKind, holder: string, slug: string): Promise<boolean> {
  if (kind === 'post') {
    const post = await loadState(store, blogPostStreamId(holder), blogPostDecider);
    return post.exists && !post.deleted && post.content?.slug === slug;
  }
  const category = await loadState(store, blogCategoryStreamId(holder), blogCategoryDecider);
  return category.exists && !category.deleted && category.slug === slug;
}

export async function reserveSlug(
  runner: BlogCommandRunner,
  o: { kind: SlugKind; slug: string; ownerId: string; commandId: string | null },
) {
  const streamId = reservationStream(o.kind, o.slug);
  const { holder } = await loadState(runner.store, streamId, slugReservationDecider);
  const holderStillUses_ = holder && holder !== o.ownerId ? await holderStillUses(runner.store, o.kind, holder, o.slug) : true;
  return runner.run({
    streamId,
    decider: slugReservationDecider,
    command: {
      type: 'ReserveBlogSlug',
      data: { slug: o.slug, ownerId: o.ownerId, kind: o.kind, checkedHolder: holder, holderStillUses: holderStillUses_ },
    },
    commandId: o.commandId,
  });
}

export function releaseSlug(runner: BlogCommandRunner, o: { kind: SlugKind; slug: string; ownerId: string; commandId: string | null }) {
  return runner.run({
    streamId: reservationStream(o.kind, o.slug),
    decider: slugReservationDecider,
    command: { type: 'ReleaseBlogSlug', data: { slug: o.slug, ownerId: o.ownerId } },
    commandId: o.commandId,
  });
}
