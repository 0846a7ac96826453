import type pg from 'pg';
import type { ClientProject } from '@tradeguild/contracts';

interface Row {
  id: string;
  client_id: string;
  title: string;
  description: string;
  category: ClientProject['category'];
  project_type: ClientProject['projectType'];
  location: string | null;
  budget: string | null;
  timeline: string | null;
  required_trades: ClientProject['requiredTrades'];
  status: ClientProject['status'];
  is_multi_trade: boolean;
  created_at: Date;
  updated_at: Date;
}

export const toClientProject = (r: Row): ClientProject => ({
  id: r.id,
  clientId: r.client_id,
  title: r.title,
  description: r.description,
  category: r.category,
  projectType: r.project_type,
  location: r.location,
  budget: r.budget,
  timeline: r.timeline,
  requiredTrades: r.required_trades,
  status: r.status,
  isMultiTrade: r.is_multi_trade,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

export async function listClientProjects(pool: pg.Pool, clientId: string): Promise<ClientProject[]> {
  const { rows } = await pool.query<Row>('SELECT * FROM client_projects WHERE client_id = $1 ORDER BY created_at DESC, id', [clientId]);
  return rows.map(toClientProject);
}
