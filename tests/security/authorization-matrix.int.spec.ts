/**
 * The authorisation matrix: every endpoint of the app, generated from express's own route list,
 * called as each role, against the expected answer. A route without a row, or a row without a
 * route, fails; so does a difference between express's /api routes and the API table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import type { HttpClient } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { MATRIX, type Expect, type MatrixRow } from './authorization-matrix.ts';
import { AUDITOR_EMAIL, buildWorld, type Role, type World } from './fixtures.ts';
import { listRoutes } from './routes.ts';

const ADMIN = 'sec.admin@example.com';
let server: TestServer;
let world: World;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN, AUDITOR_EMAILS: AUDITOR_EMAIL });
  world = await buildWorld(server.url, ADMIN);
}, 120_000);
afterAll(() => server?.stop());

const clientFor = (role: Role, row: MatrixRow): HttpClient => (role === 'owner' ? world.as[row.owner ?? 'tradesmanOwner'] : world.as[role]);

function verdict(status: number): Expect | number {
  if (status === 401 || status === 403) return status;
  return status < 500 ? 'ok' : status;
}

describe('the authorisation matrix', () => {
  it('has one row per route the app answers, and no row for a route it does not', () => {
    const routes = listRoutes(server.app);
    expect(
      routes.filter((r) => !MATRIX[r]),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !routes.includes(r)),
      'rows without a route',
    ).toEqual([]);
  });

  it.each(Object.entries(MATRIX))('%s', async (route, row) => {
    const method = route.split(' ')[0]!;
    const results: Record<string, Expect | number> = {};
    const expected: Record<string, Expect> = {};
    for (const [role, want] of Object.entries(row.expect) as [Role, Expect][]) {
      const who = clientFor(role, row);
      const res = await who.request(method, row.path(world), row.body?.(world), { origin: server.url });
      results[role] = verdict(res.status);
      expected[role] = want;
    }
    expect(results).toEqual(expected);
  });
});

/**
 * The API table (contracts/src/api-routes.ts) is what the app answers: express's /api routes and the
 * table are the same set, both ways. So every table route has a row above (the matrix has one per
 * route express answers), is called as every role here, and the fuzz test (which walks these rows,
 * parameters taken from the route's pattern) sends it the bad-input corpus.
 */
describe('the API table', () => {
  const table = Object.values(apiRoutes)
    .flatMap((group) => Object.values(group))
    .map((r) => `${r.method} ${r.path}`)
    .sort();

  it('names each route once', () => {
    expect(table.length).toBeGreaterThan(90);
    expect(table.filter((r, i) => table.indexOf(r) !== i)).toEqual([]);
  });

  it('is exactly what express answers under /api, both ways', () => {
    const registered = listRoutes(server.app).filter((r) => / \/api(\/|$)/.test(r));
    expect(
      registered.filter((r) => !table.includes(r)),
      'registered by express, not in the table',
    ).toEqual([]);
    expect(
      table.filter((r) => !registered.includes(r)),
      'in the table, not registered by express',
    ).toEqual([]);
  });
});
