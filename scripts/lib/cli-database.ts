/**
 * The database of a one-shot command (make replay, make audit): DATABASE_URL; else the embedded
 * PostgreSQL of `make run` (already up, or started here for the duration), as scripts/rebuild.ts does.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePostgres, portOpen, type Service } from './services.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function cliDatabase(log: (m: string) => void): Promise<Service> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54320);
  if (await portOpen(port)) return { url: `postgres://postgres:postgres@127.0.0.1:${port}/tradeguild`, stop: async () => undefined };
  const dataDir = path.join(process.env.DATA_DIR ?? path.join(root, '.data'), 'postgres');
  return ensurePostgres({ dataDir, port, persistent: true, log });
}
