/** Typed queries over posted client projects: one by id, and a client's own list. */
import { sql } from 'slonik';
import { clientProjectSchema, type ClientProject } from '@tradeguild/contracts';
import type { ReadDb } from '../runtime/read-db.ts';

const PROJECT_COLUMNS = sql.fragment`p.id, p.client_id, p.title, p.description, p.category, p.project_type, p.location, p.budget,
  p.timeline, p.required_trades, p.status, p.is_multi_trade, p.photos, p.created_at, p.updated_at, to_char(p.start_date, 'YYYY-MM-DD') AS start_date`;

export const listClientProjects = (db: ReadDb, clientId: string): Promise<readonly ClientProject[]> =>
  db.any(sql.type(clientProjectSchema)`
    SELECT ${PROJECT_COLUMNS} FROM client_projects p WHERE p.client_id = ${clientId} ORDER BY p.created_at DESC, p.id`);

export const getClientProject = (db: ReadDb, id: string): Promise<ClientProject | null> =>
  db.maybeOne(sql.type(clientProjectSchema)`SELECT ${PROJECT_COLUMNS} FROM client_projects p WHERE p.id = ${id}`);
