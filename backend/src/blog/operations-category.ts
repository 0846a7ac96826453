import { blogCategoryStreamId, defaultCategoryDescription, slugify } from '@tradeguild/contracts';
import { loadState } from '../commands/load-state.ts';
import type { CommandRunner } from '../commands/runner.ts';
import { blogCategoryDecider } from './decide-category.ts';
import { latest, orRelease, releaseSlug, reserveSlug, stepCommandId } from './operations.ts';

/** A category's name is unique through its slug's reservation (names differing only in case or punctuation collide). */
export async function createBlogCategory(
  runner: CommandRunner,
  o: { categoryId: string; name: string; description?: string; isActive: boolean; commandId: string | null },
): Promise<string | null> {
  const slug = slugify(o.name);
  const reservation = { kind: 'category' as const, slug, ownerId: o.categoryId };
  const reserved = await reserveSlug(runner, { ...reservation, commandId: stepCommandId(o.commandId, `reserve:${slug}`) });
  const data = {
    categoryId: o.categoryId,
    name: o.name,
    slug,
    description: o.description ?? defaultCategoryDescription(o.name),
    isActive: o.isActive,
  };
  const release = { ...reservation, commandId: stepCommandId(o.commandId, `release:${slug}`) };
  const created = await orRelease(runner, release, () =>
    runner.run({
      streamId: blogCategoryStreamId(o.categoryId),
      decider: blogCategoryDecider,
      command: { type: 'CreateBlogCategory', data },
      commandId: o.commandId,
    }),
  );
  return latest(reserved.position, created.position);
}

export async function deleteBlogCategory(
  runner: CommandRunner,
  o: { categoryId: string; commandId: string | null },
): Promise<string | null> {
  const state = await loadState(runner.store, blogCategoryStreamId(o.categoryId), blogCategoryDecider);
  const deleted = await runner.run({
    streamId: blogCategoryStreamId(o.categoryId),
    decider: blogCategoryDecider,
    command: { type: 'DeleteBlogCategory', data: { categoryId: o.categoryId } },
    commandId: o.commandId,
  });
  if (!state.exists || state.deleted || !state.slug) return deleted.position;
  const released = await releaseSlug(runner, {
    kind: 'category',
    slug: state.slug,
    ownerId: o.categoryId,
    commandId: stepCommandId(o.commandId, `release:${state.slug}`),
  });
  return latest(deleted.position, released.position);
}
