import { Router, type Request } from 'express';
import {
  featuredProjectsQuerySchema,
  portfolioProjectRequestSchema,
  similarProjectsQuerySchema,
  tradesmanStreamId,
  type PortfolioProjectInput,
  type ProjectDetails,
} from '@tradeguild/contracts';
import { getProject, listFeaturedProjects, listProjectReviews, listSimilarProjects, projectOwner } from '@tradeguild/projections';
import { profileIdOfUser } from '../commands/ids.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { requireUser, requireUserType, user } from '../http/auth.ts';
import { runCommand } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput, pathId } from '../http/validate.ts';
import type { PortfolioCommand } from './commands.ts';
import { portfolioDecider } from './decide.ts';

const toProjectDetails = (p: PortfolioProjectInput): ProjectDetails => ({
  title: p.title,
  description: p.description ?? null,
  category: p.category ?? null,
  projectType: p.projectType ?? null,
  beforeImages: p.beforeImages,
  afterImages: p.afterImages,
  videos: p.videos,
  challenge: p.challenge ?? null,
  solution: p.solution ?? null,
  materials: p.materials,
  techniques: p.techniques,
  budgetRange: p.budgetRange ?? null,
  timeline: p.timeline ?? null,
  clientTestimonial: p.clientTestimonial ?? null,
  completedAt: p.completedAt ?? null,
});

/** /api/projects: portfolio showcases (not client projects, which live at /api/client-projects). */
export function portfolioRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(freshReads(deps, 'tradesmen'));

  /** A portfolio command on the tradesman stream of the person asking; answers the project's id. */
  const run = (req: Request, res: Parameters<typeof runCommand>[2], command: PortfolioCommand, commandId?: string, status?: number) =>
    runCommand(deps, req, res, {
      streamId: tradesmanStreamId(command.data.tradesmanId),
      decider: portfolioDecider,
      command,
      commandId,
      id: command.data.projectId,
      status,
    });

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
    await run(
      req,
      res,
      { type: 'AddPortfolioProject', data: { tradesmanId, projectId, details: toProjectDetails(input) } },
      commandId,
      201,
    );
  });

  router.put('/:id', requireUserType('tradesman'), async (req, res) => {
    const { commandId, ...input } = parseInput(portfolioProjectRequestSchema, req.body);
    const { projectId, tradesmanId } = await ownStream(req);
    await run(req, res, { type: 'UpdatePortfolioProject', data: { tradesmanId, projectId, details: toProjectDetails(input) } }, commandId);
  });

  router.delete('/:id', requireUserType('tradesman'), async (req, res) => {
    const { projectId, tradesmanId } = await ownStream(req);
    await run(req, res, { type: 'RemovePortfolioProject', data: { tradesmanId, projectId } });
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
