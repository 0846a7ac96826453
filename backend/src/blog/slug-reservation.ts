import type { BlogSlugEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { AppError } from '../errors.ts';

/**
 * Who holds a unique slug (a post's, or a category's). A reservation stream per slug is appended
 * with its expected version, so two writers cannot both take one slug (docs/decisions/blog.md).
 */
export interface SlugReservationState {
  holder: string | null;
  reservedAt: string | null;
}

export type SlugKind = 'post' | 'category';

export type SlugReservationCommand =
  | {
      type: 'ReserveBlogSlug';
      data: {
        slug: string;
        ownerId: string;
        kind: SlugKind;
        /** The holder the caller looked at, and whether that holder still uses the slug. */
        checkedHolder: string | null;
        holderStillUses: boolean;
      };
    }
  | { type: 'ReleaseBlogSlug'; data: { slug: string; ownerId: string } };

/**
 * A reservation left behind by a command that stopped half-way (its post never written, or it moved
 * to another slug) may be taken over, but only after this long, so a command still running is safe.
 */
export const ABANDONED_RESERVATION_MS = 5 * 60 * 1000;

const CONFLICT = {
  post: { path: 'slug', message: 'This slug is already used by another post' },
  category: { path: 'name', message: 'A category with this name already exists' },
} as const;

const initialState = (): SlugReservationState => ({ holder: null, reservedAt: null });

function evolve(state: SlugReservationState, event: BlogSlugEvent): SlugReservationState {
  switch (event.type) {
    case 'BlogSlugReserved':
      return { holder: event.data.ownerId, reservedAt: event.data.reservedAt };
    case 'BlogSlugReleased':
      return event.data.ownerId === state.holder ? initialState() : state;
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

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
