import { tradesmanStreamId, type PortfolioProjectInput, type ProjectDetails } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import {
  getPortfolioProject,
  listFeaturedPortfolioProjects,
  listPortfolioProjectReviews,
  listSimilarPortfolioProjects,
  portfolioProjectOwner,
} from '@tradeguild/projections';
import { profileIdOfUser } from '../commands/ids.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { isAdmin, requireUser, requireUserType, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import type { PortfolioCommand } from './commands.ts';
import { portfolioDecider } from './decide.ts';

const routes = apiRoutes.portfolio;

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

/** A portfolio command on the tradesman's stream; answers the project's id. */
const onPortfolio = (command: PortfolioCommand) => ({
  streamId: tradesmanStreamId(command.data.tradesmanId),
  decider: portfolioDecider,
  command,
  id: command.data.projectId,
});

/** /api/projects: portfolio showcases (not client projects, which live at /api/client-projects). */
export function portfolioRoutes(api: ApiRouter, deps: AppDeps): void {
  api.use(freshReads(deps, 'tradesmen', 'moderation'));
  const command = commandRoutes(api, deps);

  /** The caller's own profile, after checking the project is not someone else's (403 rather than 404). */
  const ownStream = async (projectId: string, userId: string) => {
    const tradesmanId = profileIdOfUser(userId);
    const owner = await portfolioProjectOwner(deps.db, projectId);
    if (owner && owner !== tradesmanId) throw new ForbiddenError('Only the owner can change this project');
    return { projectId, tradesmanId };
  };

  command(routes.add, requireUserType('tradesman'), ({ body: { commandId, ...input } }, req) => {
    const tradesmanId = profileIdOfUser(user(req).id);
    const projectId = newEntityId(req, commandId, 'portfolioProject');
    return {
      ...onPortfolio({ type: 'AddPortfolioProject', data: { tradesmanId, projectId, details: toProjectDetails(input) } }),
      commandId,
      status: 201,
    };
  });

  command(routes.update, requireUserType('tradesman'), async ({ params, body: { commandId, ...input } }, req) => {
    const { projectId, tradesmanId } = await ownStream(params.id, user(req).id);
    return {
      ...onPortfolio({ type: 'UpdatePortfolioProject', data: { tradesmanId, projectId, details: toProjectDetails(input) } }),
      commandId,
    };
  });

  command(routes.remove, requireUserType('tradesman'), async ({ params }, req) =>
    onPortfolio({ type: 'RemovePortfolioProject', data: await ownStream(params.id, user(req).id) }),
  );

  api.on(routes.featured, async ({ query }, _req, res) => {
    res.json(await listFeaturedPortfolioProjects(deps.db, query.limit));
  });

  const existing = async (id: string) => {
    const project = await getPortfolioProject(deps.db, id);
    if (!project) throw new NotFoundError('Project not found');
    return project;
  };

  api.on(routes.get, requireUser, async ({ params }, _req, res) => res.json(await existing(params.id)));
  api.on(routes.reviews, requireUser, async ({ params }, req, res) => {
    // Reviews hidden through a report (moderation): only their author and admins see them.
    const reader = { userId: user(req).id, isAdmin: isAdmin(user(req), deps.policy) };
    res.json(await listPortfolioProjectReviews(deps.db, (await existing(params.id)).id, reader));
  });
  api.on(routes.similar, requireUser, async ({ params, query }, _req, res) => {
    res.json(await listSimilarPortfolioProjects(deps.db, (await existing(params.id)).id, query.limit));
  });
}
