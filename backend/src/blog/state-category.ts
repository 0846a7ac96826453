import type { BlogCategoryEvent } from '@tradeguild/contracts';

export interface BlogCategoryState {
  exists: boolean;
  deleted: boolean;
  slug: string | null;
}

export const initialState = (): BlogCategoryState => ({ exists: false, deleted: false, slug: null });

export function evolve(state: BlogCategoryState, event: BlogCategoryEvent): BlogCategoryState {
  switch (event.type) {
    case 'BlogCategoryCreated':
      return { ...state, exists: true, slug: event.data.slug };
    case 'BlogCategoryDeleted':
      return { ...state, deleted: true };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
