import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { commandResultSchema, defineRoute, idParam } from '@tradeguild/contracts';
import { apiCommand, apiGet, apiPage, apiSend, apiUpload, firstPageRoutes } from './api-client';
import { lazyRoute } from './api-url';
import { minPositionStore } from './min-position-store';

const getThing = defineRoute({
  method: 'GET',
  path: '/t/things/:id',
  params: { id: idParam('Thing') },
  response: z.object({ n: z.number() }),
});
const listThings = defineRoute({
  method: 'GET',
  path: '/t/things',
  query: z.object({ offset: z.number() }),
  response: z.array(z.unknown()),
});
const addThing = defineRoute({ method: 'POST', path: '/t/things', body: z.object({ title: z.string() }), response: commandResultSchema });
const checkThings = defineRoute({ method: 'POST', path: '/t/checks', response: z.object({ ok: z.boolean() }) });

function respond(status: number, body: string, statusText = '', headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  minPositionStore.setState({ position: null });
});

describe('apiGet', () => {
  it("asks the route's address and parses the answer with its schema", async () => {
    const fetchMock = respond(200, JSON.stringify({ n: 1, extra: true }));
    await expect(apiGet(getThing, { params: { id: 'a/b' } })).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/t/things/a%2Fb', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('maps 401 to null when asked to', async () => {
    respond(401, JSON.stringify({ message: 'Unauthorized', code: 'unauthorized' }));
    await expect(apiGet(getThing, { params: { id: '1' } }, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it("raises '{status}: {body}' by default", async () => {
    respond(401, '{"message":"Unauthorized","code":"unauthorized"}');
    await expect(apiGet(getThing, { params: { id: '1' } })).rejects.toThrow('401: {"message":"Unauthorized","code":"unauthorized"}');
  });

  it('sends the remembered position as X-Min-Position', async () => {
    const fetchMock = respond(200, '[]');
    minPositionStore.getState().remember('812.1043');
    await apiGet(listThings, { query: { offset: 0 } });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['X-Min-Position']).toBe('812.1043');
  });
});

describe('a route loaded lazily', () => {
  const lazy = () => {
    const load = vi.fn(async () => getThing);
    return { load, route: lazyRoute<typeof getThing>({ method: 'GET', path: '/t/things/:id' }, load) };
  };

  it('is asked by its head, and loaded to parse a 2xx answer', async () => {
    const fetchMock = respond(200, JSON.stringify({ n: 2, extra: true }));
    const { load, route } = lazy();
    await expect(apiGet(route, { params: { id: '7' } })).resolves.toEqual({ n: 2 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/t/things/7');
    expect(load).toHaveBeenCalledOnce();
  });

  it('is never loaded for a 401 that means nobody (a visitor)', async () => {
    respond(401, 'Unauthorized');
    const { load, route } = lazy();
    await expect(apiGet(route, { params: { id: '7' } }, { on401: 'returnNull' })).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("the first page's calls load their contract routes, of the same method and path", async () => {
    for (const head of [firstPageRoutes.currentUser, firstPageRoutes.messagesUnreadCount]) {
      const route = await head.load();
      expect({ method: head.method, path: head.path }).toEqual({ method: route.method, path: route.path });
    }
  });
});

describe('apiSend', () => {
  it('uses the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');
    await expect(apiSend(checkThings)).rejects.toThrow('503: Service Unavailable');
  });

  it('sends no body (and no Content-Type) when the route takes none', async () => {
    const fetchMock = respond(200, JSON.stringify({ ok: true }));
    await expect(apiSend(checkThings)).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });
});

describe('apiCommand', () => {
  it('sends the body as JSON and remembers the returned position', async () => {
    const fetchMock = respond(201, JSON.stringify({ id: 'p1', position: '913.1200' }));
    await expect(apiCommand(addThing, { body: { title: 'x' } })).resolves.toEqual({ id: 'p1', position: '913.1200' });
    expect(minPositionStore.getState().position).toBe('913.1200');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"title":"x"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});

describe('apiPage', () => {
  const page = (headers: Record<string, string>) => {
    respond(200, '[1,2]', '', headers);
    return apiPage(listThings, { query: { offset: 20 } }, (items) => 20 + items.length);
  };

  it('reads the total from X-Total-Count', async () => {
    await expect(page({ 'X-Total-Count': '137' })).resolves.toEqual({ page: [1, 2], total: 137 });
    await expect(page({ 'X-Total-Count': '0' })).resolves.toEqual({ page: [1, 2], total: 0 });
  });

  it('falls back when the header is missing or not a number', async () => {
    await expect(page({})).resolves.toEqual({ page: [1, 2], total: 22 });
    await expect(page({ 'X-Total-Count': 'lots' })).resolves.toEqual({ page: [1, 2], total: 22 });
  });
});

describe('apiUpload', () => {
  it('sends the form as it is, asking for JSON', async () => {
    const fetchMock = respond(201, JSON.stringify({ ok: true }));
    const form = new FormData();
    await expect(apiUpload(checkThings, form)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/t/checks',
      expect.objectContaining({ method: 'POST', body: form, headers: { Accept: 'application/json' } }),
    );
  });
});
