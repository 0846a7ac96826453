import { parseConfig } from '../../backend/src/config.ts';
import { resolveConfig, startServer, type RunningServer } from '../../backend/src/server.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from './database.ts';
import { freePort } from './free-port.ts';
import { pino } from 'pino';

export interface TestServer extends RunningServer {
  db: TestDatabase;
  stop: () => Promise<void>;
}

/** Tests write in bursts no person could; the rate-limit tests set their own, tight limits. */
const GENEROUS_LIMITS = {
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
  RATE_LIMIT_UPLOADS_PER_HOUR: '100000',
  RATE_LIMIT_REPORTS_PER_HOUR: '100000',
  RATE_LIMIT_SIGNINS_PER_MINUTE: '100000',
  // A loaded 2-core machine can keep the workers busy for more than the 2 s a person waits.
  READ_YOUR_WRITES_WAIT_MS: '15000',
};

/** `make test-containers` runs the HTTP slices on EventStoreDB by setting these in the environment. */
const eventStoreEnv = (): Record<string, string> =>
  Object.fromEntries(
    (['EVENT_STORE', 'EVENTSTORE_CONNECTION_STRING'] as const).flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])),
  );

/** The whole backend (API, login, workers, socket.io) on a free port with its own database; the built app from `staticDir`. */
export async function startTestServer(
  env: Record<string, string> = {},
  o: { adminDatabaseUrl?: string; staticDir?: string } = {},
): Promise<TestServer> {
  const db = await createTestDatabase(o.adminDatabaseUrl);
  const port = await freePort();
  const config = resolveConfig({
    ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...GENEROUS_LIMITS, ...eventStoreEnv(), ...env }),
    PORT: port,
    DATABASE_URL: db.url,
    REDIS_URL: env.REDIS_URL ?? redisUrl(),
    QUEUE_PREFIX: env.QUEUE_PREFIX ?? uniquePrefix(),
    PUBLIC_URL: `http://localhost:${port}`,
  });
  const server = await startServer(config, { staticDir: o.staticDir, logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }) });
  return {
    ...server,
    db,
    stop: async () => {
      await server.close();
      await db.drop();
    },
  };
}
