import { Router } from 'express';
import { randomUUID } from 'node:crypto';
import { postProjectRequestSchema, type ClientProject, type CommandResult } from '@tradeguild/contracts';
import { idFromCommand } from '../commands/handle-command.ts';
import { requireUserType, user } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import { execute } from '../http/deps.ts';
import { requestedPosition, waitForProjections } from '../http/read-your-writes.ts';
import { parseInput } from '../http/validate.ts';
import { clientProjectDecider } from './decide.ts';
import { listClientProjects } from './queries.ts';

export function clientProjectRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/', requireUserType('client'), async (req, res) => {
    const input = parseInput(postProjectRequestSchema, req.body);
    const { commandId, status: _status, ...fields } = input;
    const projectId = commandId ? idFromCommand(commandId, 'clientProject:') : randomUUID();
    const { position } = await execute(deps, req, {
      streamId: `clientProject-${projectId}`,
      decider: clientProjectDecider,
      command: { type: 'PostProject', data: { ...fields, projectId, clientId: user(req).id } },
      commandId,
    });
    const body: CommandResult = { id: projectId, position: position ?? '' };
    res.status(201).json(body);
  });

  router.get('/', requireUserType('client'), async (req, res) => {
    await waitForProjections(deps.pool, ['client_projects'], requestedPosition(req));
    const projects: ClientProject[] = await listClientProjects(deps.pool, user(req).id);
    res.json(projects);
  });

  return router;
}
