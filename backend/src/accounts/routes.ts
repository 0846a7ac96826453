import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { toCurrentUser, user } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import type { ApiRouter } from '../http/route.ts';

/** /api/auth/user: the signed-in user, or 401 { message: 'Unauthorized' }. */
export function accountRoutes(api: ApiRouter, deps: AppDeps): void {
  api.on(apiRoutes.accounts.currentUser, (_input, req, res) => {
    res.json(toCurrentUser(user(req), deps.policy));
  });
}
