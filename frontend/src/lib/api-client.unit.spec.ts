import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, getJson, sendCommand, totalCount } from './api-client';
import { minPositionStore } from './min-position-store';

function respond(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  minPositionStore.setState({ position: null });
});

describe('getJson', () => {
  it('parses the answer with the schema', async () => {
    respond(200, JSON.stringify({ n: 1 }));
    await expect(getJson('/api/x', z.object({ n: z.number() }))).resolves.toEqual({ n: 1 });
  });

  it('maps 401 to null when asked to', async () => {
    respond(401, JSON.stringify({ message: 'Unauthorized', code: 'unauthorized' }));
    await expect(getJson('/api/auth/user', z.object({}), { on401: 'returnNull' })).resolves.toBeNull();
  });

  it("raises '{status}: {body}' by default", async () => {
    respond(401, '{"message":"Unauthorized","code":"unauthorized"}');
    await expect(getJson('/api/x', z.object({}))).rejects.toThrow('401: {"message":"Unauthorized","code":"unauthorized"}');
  });

  it('sends the remembered position as X-Min-Position', async () => {
    const fetchMock = respond(200, '[]');
    minPositionStore.getState().remember('812.1043');
    await getJson('/api/client-projects', z.array(z.unknown()));
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['X-Min-Position']).toBe('812.1043');
  });
});

describe('apiRequest', () => {
  it('uses the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('503: Service Unavailable');
  });
});

describe('sendCommand', () => {
  it('remembers the returned position', async () => {
    respond(201, JSON.stringify({ id: 'p1', position: '913.1200' }));
    await expect(sendCommand('POST', '/api/client-projects', { title: 'x' })).resolves.toEqual({ id: 'p1', position: '913.1200' });
    expect(minPositionStore.getState().position).toBe('913.1200');
  });
});

describe('totalCount', () => {
  const withHeaders = (headers: Record<string, string>) => new Response('[]', { headers });
  it('reads the total from X-Total-Count', () => {
    expect(totalCount(withHeaders({ 'X-Total-Count': '137' }), 20)).toBe(137);
    expect(totalCount(withHeaders({ 'X-Total-Count': '0' }), 20)).toBe(0);
  });
  it('falls back when the header is missing or not a number', () => {
    expect(totalCount(withHeaders({}), 20)).toBe(20);
    expect(totalCount(withHeaders({ 'X-Total-Count': 'lots' }), 20)).toBe(20);
  });
});
