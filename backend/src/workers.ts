/**
 * A projection worker process without HTTP, for scaling out: each projection has one owner at a
 * time (an advisory lock), so any number of these can run; the others stand by to take over.
 */
import { createReadDb } from '@tradeguild/projections';
import { createProjectionRuntime } from './composition.ts';
import { ConfigError, parseConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { createPool } from './db/pool.ts';
import { createEventStore } from './eventstore/index.ts';
import { logger } from './logger.ts';
import { createMetrics } from './metrics/metrics.ts';
import { serveMetrics } from './metrics/serve.ts';
import { createMailDelivery } from './mail/transport.ts';

try {
  const config = parseConfig();
  if (!config.DATABASE_URL) throw new ConfigError('Invalid configuration:\n  - DATABASE_URL: required');
  const pool = createPool(config.DATABASE_URL, 8);
  await migrate(pool);
  const runtime = createProjectionRuntime({ config, pool, store: createEventStore(config, pool), logger });
  await runtime.runner.start();
  // E-mail (decision 0065): any number of workers may send; BullMQ runs each mail's job once at a time.
  const readDb = config.SMTP_URL ? await createReadDb(config.DATABASE_URL, 4) : null;
  const sending =
    readDb && createMailDelivery(config, { pool, db: readDb, logger, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` });
  await sending?.mail.start();
  const metrics = createMetrics({ config, pool, role: 'worker' });
  const metricsServer = config.METRICS_PORT === undefined ? null : await serveMetrics(metrics, config.METRICS_PORT, config.METRICS_HOST);
  logger.info({ instance: config.INSTANCE_NAME, metricsPort: metricsServer?.port }, 'projection worker started');
  const stop = async () => {
    await metricsServer?.close();
    await metrics.close();
    await sending?.mail.stop();
    sending?.transport.close();
    await readDb?.end();
    await runtime.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
