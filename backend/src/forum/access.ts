import type { Request } from 'express';
import type { ForumViewer } from '@tradeguild/projections';
import { isAdmin, user, type AccessPolicy } from '../http/auth.ts';

/** The signed-in member, and whether they see hidden content and may hide. */
export function viewer(req: Request, policy: AccessPolicy): ForumViewer {
  const me = user(req);
  return { userId: me.id, isAdmin: isAdmin(me, policy) };
}
