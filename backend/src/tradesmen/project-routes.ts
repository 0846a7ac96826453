import { Router, type Request } from 'express';
import { featuredProjectsQuerySchema, portfolioProjectRequestSchema, similarProjectsQuerySchema } from '@tradeguild/contracts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { requireUser, requireUserType, user } from '../http/auth.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import {
  getProject,
  listFeaturedProjects,
  listProjectReviews,
  listSimilarProjects,
  projectOwner,
} from '@tradeguild/projections/tradesmen/project-queries';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { profileIdOfUser, runTradesmanCommand, toProjectDetails } from './command.ts';

/** /api/projects: portfolio showcases (not client projects, which live at /api/client-projects). */
export function portfolioRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(freshReads(deps, 'tradesmen'));

  /** The caller's own profile, after checking the project is not someone else's (403 rather than 404). */
  const ownStream = async (req: Request) => {
    const projectId = pathId(req.params.id, 'Project');
    const tradesmanId = profileIdOfUser(user(req).id);
    const owner = await projectOwner(deps.db, projectId);
    if (owner && owner !== tradesmanId) throw new ForbiddenError('Only the owner can change this project');
    return { projectId, tradesmanId };
  };

  router.post('/', requireUserType('tradesman'), async (req, res) => {
    const { commandId, ...input } = parseInput(portfolioProjectRequestSchema, req.body);
    const tradesmanId = profileIdOfUser(user(req).id);
    const projectId = newEntityId(req, commandId, 'portfolioProject');
    const command = { type: 'AddPortfolioProject' as const, data: { tradesmanId, projectId, details: toProjectDetails(input) } };
    await runTradesmanCommand(deps, req, res, { tradesmanId, command, commandId, id: projectId, status: 201 });
  });

  router.put('/:id', requireUserType('tradesman'), async (req, res) => {
    const { commandId, ...input } = parseInput(portfolioProjectRequestSchema, req.body);
    const { projectId, tradesmanId } = await ownStream(req);
    const command = { type: 'UpdatePortfolioProject' as const, data: { tradesmanId, projectId, details: toProjectDetails(input) } };
    await runTradesmanCommand(deps, req, res, { tradesmanId, command, commandId, id: projectId });
  });

  router.delete('/:id', requireUserType('tradesman'), async (req, res) => {
    const { projectId, tradesmanId } = await ownStream(req);
    await runTradesmanCommand(deps, req, res, {
      tradesmanId,
      command: { type: 'RemovePortfolioProject', data: { tradesmanId, projectId } },
      id: projectId,
    });
  });

  router.get('/featured', async (req, res) => {
    const { limit } = parseInput(featuredProjectsQuerySchema, req.query);
    res.json(await listFeaturedProjects(deps.db, limit));
  });

  const existing = async (req: Request) => {
    const id = pathId(req.params.id, 'Project');
    const project = await getProject(deps.db, id);
    if (!project) throw new NotFoundError('Project not found');
    return project;
  };

  router.get('/:id', requireUser, async (req, res) => res.json(await existing(req)));
  router.get('/:id/reviews', requireUser, async (req, res) => res.json(await listProjectReviews(deps.db, (await existing(req)).id)));
  router.get('/:id/similar', requireUser, async (req, res) => {
    const { limit } = parseInput(similarProjectsQuerySchema, req.query);
    res.json(await listSimilarProjects(deps.db, (await existing(req)).id, limit));
  });
  return router;
}
