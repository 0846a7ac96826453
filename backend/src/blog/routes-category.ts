import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { blogCategories } from '@tradeguild/projections';
import { answer, requestRunner } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import type { ApiRouter } from '../http/route.ts';
import { requireBlogManager } from './access.ts';
import { createBlogCategory, deleteBlogCategory } from './operations-category.ts';

const routes = apiRoutes.blog;

/** A category's name is unique through its slug's reservation (operations-category.ts). */
export function mountCategoryRoutes(api: ApiRouter, deps: AppDeps) {
  const manager = requireBlogManager(deps.policy);

  api.on(routes.categories, async (_input, _req, res) => {
    res.json(await blogCategories(deps.db));
  });

  api.on(routes.createCategory, manager, async ({ body }, req, res) => {
    const categoryId = newEntityId(req, body.commandId, 'blogCategory');
    const position = await createBlogCategory(requestRunner(deps, req), {
      categoryId,
      name: body.name,
      description: body.description,
      isActive: body.isActive,
      commandId: body.commandId ?? null,
    });
    answer(res, categoryId, position, 201);
  });

  api.on(routes.deleteCategory, manager, async ({ params: { id: categoryId }, body: { commandId } }, req, res) => {
    answer(res, categoryId, await deleteBlogCategory(requestRunner(deps, req), { categoryId, commandId: commandId ?? null }));
  });
}
