import http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { securityHeaders } from './security-headers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: 'ops.admin@example.com' });
});
afterAll(() => server?.stop());

describe('security headers', () => {
  it('send a strict CSP that forbids framing, plus nosniff and a referrer policy, on pages and API answers', async () => {
    for (const path of ['/api/logout', '/api/auth/user', '/api/health']) {
      const res = await fetch(`${server.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('add HSTS and upgrade-insecure-requests when the public address is https', async () => {
    const app = express()
      .use(securityHeaders('https://tradeguild.example'))
      .get('/', (_req, res) => void res.send('ok'));
    const listener = http.createServer(app).listen(0);
    try {
      const { port } = listener.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      expect(res.headers.get('content-security-policy')).toContain('wss://tradeguild.example');
    } finally {
      listener.close();
    }
  });
});

describe('GET /api/health', () => {
  it('tells the public only whether the app is healthy', async () => {
    const res = await new HttpClient(server.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', instance: expect.stringMatching(/^[\w.:-]{1,64}$/) });
    const client = await login(server.url, { email: 'health.client@example.com' });
    expect(await (await client.get('/api/health')).json()).toEqual({ status: 'ok', instance: expect.any(String) });
  });

  it('shows admins every projection with its checkpoint and lag', async () => {
    const admin = await login(server.url, { email: 'ops.admin@example.com' });
    const body = (await (await admin.get('/api/health')).json()) as {
      status: string;
      postgres: string;
      projections: { projection: string }[];
    };
    expect(body).toMatchObject({ status: 'ok', postgres: 'ok', redis: 'ok' });
    expect(body.projections.map((p) => p.projection)).toEqual(
      expect.arrayContaining(['users', 'messages', 'tradesmen', 'client_projects']),
    );
  });
});
