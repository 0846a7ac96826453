import type { BlogCategoryEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { BlogCategoryCommand } from './commands.ts';
import { evolve, initialState, type BlogCategoryState } from './state-category.ts';

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
