import type { ProjectPosted } from '@tradeguild/contracts';
import type { Projection } from '../runtime/types.ts';

export const clientProjectsProjection: Projection = {
  name: 'client_projects',
  version: 1,
  tables: {
    client_projects: (t) => `
      CREATE TABLE ${t} (
        id              uuid PRIMARY KEY,
        client_id       text NOT NULL,
        title           text NOT NULL,
        description     text NOT NULL,
        category        text,
        project_type    text,
        location        text,
        budget          text,
        timeline        text,
        required_trades text[] NOT NULL DEFAULT '{}',
        status          text NOT NULL DEFAULT 'open',
        is_multi_trade  boolean NOT NULL DEFAULT false,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL
      );
      CREATE INDEX ${t}_client ON ${t} (client_id, created_at DESC);
      CREATE INDEX ${t}_created ON ${t} (created_at DESC);`,
  },
  handlers: {
    ProjectPosted: async (event, { tx, table }) => {
      const d = event.data as ProjectPosted['data'];
      await tx.query(
        `INSERT INTO ${table('client_projects')}
           (id, client_id, title, description, category, project_type, location, budget, timeline,
            required_trades, status, is_multi_trade, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11, $12, $12)
         ON CONFLICT (id) DO NOTHING`,
        [d.projectId, d.clientId, d.title, d.description, d.category, d.projectType, d.location, d.budget, d.timeline,
          d.requiredTrades, d.isMultiTrade, d.postedAt],
      );
    },
  },
};
