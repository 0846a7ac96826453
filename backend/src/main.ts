/**
 * The API process for deployments (docker-compose): PostgreSQL and Redis are given by
 * DATABASE_URL and REDIS_URL. `make run` uses scripts/run.ts instead, which also starts them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseConfig } from './config.ts';
import { logger } from './logger.ts';
import { resolveConfig, startServer } from './server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

try {
  const config = resolveConfig(parseConfig());
  const server = await startServer(config, { staticDir: path.join(root, 'frontend/dist') });
  logger.info({ url: config.PUBLIC_URL, workers: config.RUN_WORKERS }, 'TradeGuild API listening');
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
