import type { BlogCategoryEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError, NotFoundError } from '../errors.ts';

export interface BlogCategoryState {
  exists: boolean;
  deleted: boolean;
  slug: string | null;
}

export type BlogCategoryCommand =
  | { type: 'CreateBlogCategory'; data: { categoryId: string; name: string; slug: string; description: string; isActive: boolean } }
  | { type: 'DeleteBlogCategory'; data: { categoryId: string } };

const initialState = (): BlogCategoryState => ({ exists: false, deleted: false, slug: null });

function evolve(state: BlogCategoryState, event: BlogCategoryEvent): BlogCategoryState {
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

function decide(command: BlogCategoryCommand, state: BlogCategoryState, ctx: CommandContext): BlogCategoryEvent[] {
  switch (command.type) {
    case 'CreateBlogCategory':
      if (state.exists) throw new ConflictError('This category already exists');
      return [{ type: 'BlogCategoryCreated', data: { ...command.data, createdAt: ctx.now.toISOString() } }];
    case 'DeleteBlogCategory':
      if (!state.exists || state.deleted) throw new NotFoundError('Category not found');
      return [{ type: 'BlogCategoryDeleted', data: { categoryId: command.data.categoryId, deletedAt: ctx.now.toISOString() } }];
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

export const blogCategoryDecider: Decider<BlogCategoryState, BlogCategoryCommand, BlogCategoryEvent> = { initialState, evolve, decide };
