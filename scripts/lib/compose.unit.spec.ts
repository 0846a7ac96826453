/**
 * docker-compose.yml cannot be run here (no Docker engine): this checks its shape instead. Two API
 * replicas, reached only through HAProxy on the published port with the config generated from
 * make fleet's generator, projection workers apart, and the settings several processes need
 * (docs/operations.md, "Several processes").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseConfig } from '../../backend/src/config.ts';
import { COMPOSE_API_REPLICAS, COMPOSE_HAPROXY_FILE, COMPOSE_PORT, composeHaproxyConfig } from './compose-haproxy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { api, haproxy, workers } = compose.services;

/** The environment as a process of that service would see it, with ${VAR:-default} taken at its default. */
const envOf = (s: Service | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(s?.environment ?? {}).map(([k, v]) => [
      k,
      String(v)
        // A required value (\${NAME:?message}) as an operator would give it.
        .replace(/\$\{([A-Z_]+):\?[^}]*\}/g, (_m, name: string) =>
          name === 'SMTP_URL' ? 'smtps://user:pass@smtp.example.com:465' : 'a-compose-session-secret-0123456789',
        )
        .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'),
    ]),
  );

describe('docker-compose.yml', () => {
  it('runs the API as two replicas, published only through HAProxy', () => {
    expect(api?.build).toBe('.');
    expect(api?.deploy?.replicas).toBe(COMPOSE_API_REPLICAS);
    expect(api?.ports).toBeUndefined();
    expect(api?.expose).toEqual([String(COMPOSE_PORT)]);
    expect(haproxy?.image).toMatch(/^haproxy:\d/);
    expect(haproxy?.ports).toEqual([`${COMPOSE_PORT}:${COMPOSE_PORT}`]);
    expect(haproxy?.volumes).toEqual([`./${COMPOSE_HAPROXY_FILE}:/usr/local/etc/haproxy/haproxy.cfg:ro`]);
    expect(Object.keys(haproxy?.depends_on ?? {})).toContain('api');
    // Nothing else publishes the app's port.
    const publishers = Object.entries(compose.services).filter(([, s]) => s.ports?.some((p) => p.startsWith(`${COMPOSE_PORT}:`)));
    expect(publishers.map(([name]) => name)).toEqual(['haproxy']);
  });

  it('balances with the config make fleet’s generator writes, one server per replica', () => {
    expect(readFileSync(path.join(root, COMPOSE_HAPROXY_FILE), 'utf8'), 'run: npx tsx scripts/compose-haproxy.ts').toBe(
      composeHaproxyConfig(),
    );
    const servers = composeHaproxyConfig()
      .split('\n')
      .filter((l) => l.trim().startsWith('server '));
    expect(servers).toHaveLength(COMPOSE_API_REPLICAS);
    for (const s of servers) expect(s).toContain(` api:${COMPOSE_PORT} check`);
    expect(composeHaproxyConfig()).toContain(`bind 0.0.0.0:${COMPOSE_PORT}`);
    expect(composeHaproxyConfig()).toContain('option forwardfor');
    // Docker's DNS names the replicas at run time: HAProxy starts before they do and follows a restarted one.
    expect(composeHaproxyConfig()).toContain('nameserver dns 127.0.0.11:53');
    for (const s of servers) expect(s).toMatch(/resolvers dns init-addr none$/);
  });

  it('runs the projections in workers apart, and none in the API replicas', () => {
    expect(workers?.command).toEqual(['npx', 'tsx', 'backend/src/workers.ts']);
    expect(workers?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(envOf(api).RUN_WORKERS).toBe('false');
  });

  it('gives every process what several processes need: one database, Redis, secret, address and upload store', () => {
    const a = envOf(api);
    const w = envOf(workers);
    for (const key of [
      'DATABASE_URL',
      'REDIS_URL',
      'SESSION_SECRET',
      'PUBLIC_URL',
      'EVENT_STORE',
      'EVENTSTORE_CONNECTION_STRING',
      'UPLOAD_DIR',
    ])
      expect([key, w[key]]).toEqual([key, a[key]]);
    expect(compose.services.api?.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/); // required, never a default
    expect(a.REDIS_URL).toBe('redis://redis:6379');
    expect(a.DATABASE_URL).toMatch(/@postgres:5432\//);
    // Uploads on a volume both replicas (and the workers) mount at UPLOAD_DIR.
    expect(a.UPLOAD_STORAGE).toBe('filesystem');
    for (const s of [api, workers]) expect(s?.volumes).toContain(`uploads:${a.UPLOAD_DIR}`);
    expect(compose.volumes).toHaveProperty('uploads');
    // The replicas keep INSTANCE_NAME's default (the container's host name): two names, not one.
    expect(a.INSTANCE_NAME).toBeUndefined();
  });

  it('trusts X-Forwarded-For from the balancer only, and the settings parse as the server reads them', () => {
    expect(envOf(api).TRUST_PROXY).toBe('uniquelocal');
    expect(envOf(haproxy).TRUST_PROXY).toBeUndefined();
    const config = parseConfig({ ...envOf(api), ENABLE_LOCAL_OIDC: 'true' });
    expect(config.TRUST_PROXY).toEqual(['uniquelocal']);
    expect(config.RUN_WORKERS).toBe(false);
    expect(parseConfig(envOf(workers)).EVENT_STORE).toBe('eventstoredb');
  });
});
