/**
 * Every endpoint with a body, a query or a path parameter gets the bad-input corpus, as a caller
 * who gets past the authorisation check: no answer is a 5xx, and every JSON error is `{ message, code }`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@tradeguild/contracts';
import type { HttpClient } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { MATRIX, type MatrixRow } from './authorization-matrix.ts';
import { BAD_BODIES, BAD_PARAMS, BAD_QUERIES, BAD_VALUES, RAW_BODIES } from './bad-input-corpus.ts';
import { AUDITOR_EMAIL, buildWorld, type Role, type World } from './fixtures.ts';

const ADMIN = 'fuzz.admin@example.com';
let server: TestServer;
let world: World;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN, AUDITOR_EMAILS: AUDITOR_EMAIL });
  world = await buildWorld(server.url, ADMIN);
}, 120_000);
afterAll(() => server?.stop());

/** The caller most likely to reach validation: the owner, else anyone the row lets through. */
function caller(row: MatrixRow): HttpClient {
  const order: Role[] = ['owner', 'admin', 'client', 'tradesman', 'anonymous'];
  const role = order.find((r) => row.expect[r] === 'ok') ?? 'anonymous';
  return role === 'owner' ? world.as[row.owner ?? 'tradesmanOwner'] : world.as[role];
}

/** Stream names (clientProject-<uuid>), versions, SQL or driver text in an error message. */
const INTERNALS =
  /expected version|\b(SELECT|INSERT|UPDATE|DELETE) [a-z*(]|relation "|syntax error at|violates|[a-z][a-zA-Z]+-[0-9a-f]{8}-[0-9a-f]{4}-/;

interface Attempt {
  label: string;
  path: string;
  body?: string;
  contentType?: string;
}

function attempts(route: string, row: MatrixRow): Attempt[] {
  const [method, pattern] = route.split(' ') as [string, string];
  const path = row.path(world);
  const out: Attempt[] = [];
  const params = pattern.match(/:\w+/g) ?? [];
  for (const [label, value] of BAD_PARAMS) {
    for (const param of params)
      out.push({
        label: `${param} = ${label}`,
        path: pattern.replace(/:\w+/g, (p) => (p === param ? value : path.split('/')[pattern.split('/').indexOf(p)]!)),
      });
  }
  if (method === 'GET') for (const [label, query] of BAD_QUERIES) out.push({ label: `query: ${label}`, path: `${path}?${query}` });
  if (method === 'GET' || method === 'DELETE') return out;
  const json = (body: unknown) => JSON.stringify(body);
  for (const [label, body] of BAD_BODIES) out.push({ label: `body: ${label}`, path, body: json(body), contentType: 'application/json' });
  for (const [label, type, raw] of RAW_BODIES) out.push({ label: `raw: ${label}`, path, body: raw, contentType: type });
  const valid = (row.body?.(world) ?? {}) as Record<string, unknown>;
  for (const field of Object.keys(valid)) {
    out.push({ label: `${field} missing`, path, body: json({ ...valid, [field]: undefined }), contentType: 'application/json' });
    for (const [label, value] of BAD_VALUES)
      out.push({ label: `${field} = ${label}`, path, body: json({ ...valid, [field]: value }), contentType: 'application/json' });
  }
  return out;
}

describe('bad input never gets a 5xx', () => {
  it.each(Object.entries(MATRIX))(
    '%s',
    async (route, row) => {
      const method = route.split(' ')[0]!;
      const who = caller(row);
      const failures: string[] = [];
      for (const a of attempts(route, row)) {
        const headers: Record<string, string> = { origin: server.url, cookie: who.cookieHeader() };
        if (a.contentType) headers['content-type'] = a.contentType;
        const res = await fetch(`${server.url}${a.path}`, { method, headers, body: a.body, redirect: 'manual' });
        const text = await res.text();
        if (res.status >= 500) failures.push(`${a.label}: ${res.status} ${text.slice(0, 200)}`);
        else if (res.status >= 400 && res.headers.get('content-type')?.includes('application/json')) {
          const parsed = errorBodySchema.safeParse(JSON.parse(text));
          if (!parsed.success) failures.push(`${a.label}: ${res.status} error body is not { message, code }: ${text.slice(0, 200)}`);
          else if (INTERNALS.test(parsed.data.message)) failures.push(`${a.label}: error names internals: ${parsed.data.message}`);
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
