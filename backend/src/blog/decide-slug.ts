import type { BlogSlugEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { AppError } from '../errors.ts';
import type { SlugReservationCommand } from './commands.ts';
import { evolve, initialState, type SlugReservationState } from './state-slug.ts';

/**
 * A reservation left behind by a command that stopped half-way (its post never written, or it moved
 * to another slug) may be taken over, but only after this long, so a command still running is safe.
 */
export const ABANDONED_RESERVATION_MS = 5 * 60 * 1000;

const CONFLICT = {
  post: { path: 'slug', message: 'This slug is already used by another post' },
  category: { path: 'name', message: 'A category with this name already exists' },
} as const;

function abandoned(
  state: SlugReservationState,
  d: Extract<SlugReservationCommand, { type: 'ReserveBlogSlug' }>['data'],
  now: Date,
): boolean {
  const age = now.getTime() - new Date(state.reservedAt ?? 0).getTime();
  return d.checkedHolder === state.holder && !d.holderStillUses && age >= ABANDONED_RESERVATION_MS;
}

function decide(command: SlugReservationCommand, state: SlugReservationState, ctx: CommandContext): BlogSlugEvent[] {
  const at = ctx.now.toISOString();
  switch (command.type) {
    case 'ReserveBlogSlug': {
      const d = command.data;
      const reserve: BlogSlugEvent = { type: 'BlogSlugReserved', data: { slug: d.slug, ownerId: d.ownerId, reservedAt: at } };
      if (state.holder === d.ownerId) return [];
      if (state.holder === null) return [reserve];
      if (!abandoned(state, d, ctx.now)) {
        const conflict = CONFLICT[d.kind];
        throw new AppError(409, 'conflict', conflict.message, [conflict]);
      }
      return [{ type: 'BlogSlugReleased', data: { slug: d.slug, ownerId: state.holder, releasedAt: at } }, reserve];
    }
    case 'ReleaseBlogSlug':
      if (state.holder !== command.data.ownerId) return [];
      return [{ type: 'BlogSlugReleased', data: { ...command.data, releasedAt: at } }];
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

export const slugReservationDecider: Decider<SlugReservationState, SlugReservationCommand, BlogSlugEvent> = {
  initialState,
  evolve,
  decide,
};
