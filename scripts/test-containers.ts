/**
 * `make test-containers`: where a Docker engine is reachable, starts EventStoreDB, PostgreSQL and
 * Redis (the images docker-compose.yml deploys) and runs vitest.containers.config.ts against them
 * with EVENT_STORE=eventstoredb. Without Docker it says so in one line and exits 0: nothing ran,
 * so nothing is claimed to pass. The fleet test among them (tests/containers/fleet-eventstoredb.
 * containers.spec.ts) runs its API and worker processes, HAProxy and a private redis-server on this
 * machine, as `make test` does, with EVENT_STORE and EVENTSTORE_CONNECTION_STRING passed on to them.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { GenericContainer, Wait, getContainerRuntimeClient, type StartedTestContainer } from 'testcontainers';

/** The image a docker-compose.yml service runs, so the tests and the deployment never drift apart. */
function composeImage(service: string): string {
  const compose = readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8');
  const m = new RegExp(`^  ${service}:\\n(?:    .*\\n)*?    image: (\\S+)`, 'm').exec(compose);
  if (!m) throw new Error(`docker-compose.yml has no image for ${service}`);
  return m[1]!;
}

try {
  await getContainerRuntimeClient();
} catch {
  console.log('make test-containers: no Docker engine reachable here; skipped, nothing ran and nothing passed.');
  process.exit(0);
}

const started: StartedTestContainer[] = [];
let code = 1;
try {
  const [postgres, redis, esdb] = await Promise.all([
    new GenericContainer(composeImage('postgres'))
      .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer(composeImage('redis'))
      .withCommand(['redis-server', '--save', '', '--appendonly', 'no'])
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
      .start(),
    new GenericContainer(composeImage('eventstoredb'))
      .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None', EVENTSTORE_MEM_DB: 'true' })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .withStartupTimeout(180_000)
      .start(),
  ]);
  started.push(postgres, redis, esdb);
  const env = {
    ...process.env,
    DATABASE_URL: `postgres://postgres:postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
    REDIS_URL: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    EVENT_STORE: 'eventstoredb',
    EVENTSTORE_CONNECTION_STRING: `esdb://${esdb.getHost()}:${esdb.getMappedPort(2113)}?tls=false`,
  };
  console.log(`EventStoreDB ${composeImage('eventstoredb')}, ${composeImage('postgres')} and ${composeImage('redis')} are up`);
  code = await new Promise<number>((resolve) => {
    const vitest = spawn('npx', ['--no-install', 'vitest', 'run', '--config', 'vitest.containers.config.ts', ...process.argv.slice(2)], {
      env,
      stdio: 'inherit',
    });
    vitest.once('exit', (c) => resolve(c ?? 1));
  });
} catch (err) {
  console.error('make test-containers: the containers did not start:', err);
} finally {
  await Promise.all(started.map((c) => c.stop().catch(() => undefined)));
}
process.exit(code);
