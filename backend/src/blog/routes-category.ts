import type { Router } from 'express';
import { blogPostCommandRequestSchema, createBlogCategoryRequestSchema } from '@tradeguild/contracts';
import { blogCategories } from '@tradeguild/projections';
import { answer, requestRunner } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { requireBlogManager } from './access.ts';
import { createBlogCategory, deleteBlogCategory } from './operations-category.ts';

export function mountCategoryRoutes(router: Router, deps: AppDeps) {
  const manager = requireBlogManager(deps.policy);

  router.get('/categories', async (_req, res) => {
    res.json(await blogCategories(deps.db));
  });

  router.post('/categories', manager, async (req, res) => {
    const input = parseInput(createBlogCategoryRequestSchema, req.body);
    const categoryId = newEntityId(req, input.commandId, 'blogCategory');
    const position = await createBlogCategory(requestRunner(deps, req), {
      categoryId,
      name: input.name,
      description: input.description,
      isActive: input.isActive,
      commandId: input.commandId ?? null,
    });
    answer(res, categoryId, position, 201);
  });

  router.delete('/categories/:id', manager, async (req, res) => {
    const categoryId = pathId(req.params.id, 'Category');
    const { commandId } = parseInput(blogPostCommandRequestSchema, req.body);
    answer(res, categoryId, await deleteBlogCategory(requestRunner(deps, req), { categoryId, commandId: commandId ?? null }));
  });
}
