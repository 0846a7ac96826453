import { parseConfig } from '../../backend/src/config.ts';
import { resolveConfig, startServer, type RunningServer } from '../../backend/src/server.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from './database.ts';
import { freePort } from './free-port.ts';
import { pino } from 'pino';

export interface TestServer extends RunningServer {
  db: TestDatabase;
  stop: () => Promise<void>;
}

/** The whole backend (API, login, workers, socket.io) on a free port with its own database. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const db = await createTestDatabase();
  const port = await freePort();
  const config = resolveConfig({
    ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    PORT: port,
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl(),
    QUEUE_PREFIX: uniquePrefix(),
    PUBLIC_URL: `http://localhost:${port}`,
  });
  const server = await startServer(config, { logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }) });
  return {
    ...server,
    db,
    stop: async () => {
      await server.close();
      await db.drop();
    },
  };
}
