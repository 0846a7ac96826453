import type { BlogSlugEvent } from '@tradeguild/contracts';

/**
 * Who holds a unique slug (a post's, or a category's). A reservation stream per slug is appended
 * with its expected version, so two writers cannot both take one slug
 * (docs/decisions/0023-blog-manager-and-slugs.md).
 */
export interface SlugReservationState {
  holder: string | null;
  reservedAt: string | null;
}

export const initialState = (): SlugReservationState => ({ holder: null, reservedAt: null });

export function evolve(state: SlugReservationState, event: BlogSlugEvent): SlugReservationState {
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
