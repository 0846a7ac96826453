import { Router } from 'express';
import { UnauthorizedError } from '../errors.ts';
import { findUser, toCurrentUser } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import { requestedPosition, waitForProjections } from '../http/read-your-writes.ts';

export function accountRoutes(deps: AppDeps): Router {
  const router = Router();

  // GET /api/auth/user: the signed-in user, or 401 { message: 'Unauthorized' }.
  router.get('/user', async (req, res) => {
    const userId = req.session?.userId;
    if (!userId) throw new UnauthorizedError();
    // Right after the first login the users read model may still be catching up with UserRegistered.
    await waitForProjections(deps.pool, ['users'], requestedPosition(req));
    const user = req.currentUser ?? (await findUser(deps.pool, userId));
    if (!user) throw new UnauthorizedError();
    res.json(toCurrentUser(user, deps.policy));
  });

  return router;
}
