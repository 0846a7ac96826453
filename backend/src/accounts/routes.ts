import { Router } from 'express';
import { toCurrentUser, user } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';

export function accountRoutes(deps: AppDeps): Router {
  const router = Router();

  // GET /api/auth/user: the signed-in user, or 401 { message: 'Unauthorized' }.
  router.get('/user', (req, res) => {
    res.json(toCurrentUser(user(req), deps.policy));
  });

  return router;
}
