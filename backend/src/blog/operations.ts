/** The steps the blog's multi-stream operations share: a command id per step, and the slug reservations. */
import {
  blogCategorySlugStreamId,
  blogCategoryStreamId,
  blogPostStreamId,
  blogSlugStreamId,
  laterPosition,
  type EventStore,
} from '@tradeguild/contracts';
import type { CommandRunner } from '../commands/runner.ts';
import { idFromCommand } from '../commands/ids.ts';
import { loadState } from '../commands/load-state.ts';
import type { SlugKind } from './commands.ts';
import { blogCategoryDecider } from './decide-category.ts';
import { blogPostDecider } from './decide-post.ts';
import { slugReservationDecider } from './decide-slug.ts';

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

export async function reserveSlug(runner: CommandRunner, o: { kind: SlugKind; slug: string; ownerId: string; commandId: string | null }) {
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

export function releaseSlug(runner: CommandRunner, o: { kind: SlugKind; slug: string; ownerId: string; commandId: string | null }) {
  return runner.run({
    streamId: reservationStream(o.kind, o.slug),
    decider: slugReservationDecider,
    command: { type: 'ReleaseBlogSlug', data: { slug: o.slug, ownerId: o.ownerId } },
    commandId: o.commandId,
  });
}

/** Gives a reserved slug back when the step after the reservation failed, then rethrows. */
export async function orRelease<T>(runner: CommandRunner, slug: Parameters<typeof releaseSlug>[1], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await releaseSlug(runner, slug).catch(() => undefined);
    throw err;
  }
}
