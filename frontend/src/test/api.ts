import { expect, vi } from 'vitest';
import { buildPath, type ApiRoute, type PathParamNames, type RouteParams } from '@tradeguild/contracts';
import { toastStore } from '@/lib/toast-store';

type Reply = (init: RequestInit | undefined) => Response | Promise<Response>;
type Answer = unknown | Reply;
/** An endpoint (see `endpoint`) -> a JSON body, or a Response. */
type RouteTable = Record<string, Answer>;

type ParamsOf<R extends ApiRoute> = [PathParamNames<R['path']>] extends [never] ? [] : [params: RouteParams<R>];
const fillPath = buildPath as (route: ApiRoute, params?: Readonly<Record<string, string>>) => string;

/**
 * 'POST /api/messages': a route of the contracts' table with its path parameters filled in, as the
 * client sends it (the path without its query). Keys `mockApi`'s answers and names what `sentBodies` reads.
 */
export const endpoint = <R extends ApiRoute>(route: R, ...[params]: ParamsOf<R>): string => `${route.method} ${fillPath(route, params)}`;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const COMMAND_ID = expect.stringMatching(/^[0-9a-f-]{36}$/);
export const commandResult = (id = '11111111-2222-4333-8444-555555555555') => json({ id, position: '1.1' }, 201);

/** A 400 as the server sends it: a message, the code and the field issues. */
export const validationError = (issues: { path: string; message: string }[]) =>
  json({ message: issues[0]?.message ?? 'Invalid', code: 'validation', issues }, 400);

/**
 * Answers fetch from `routes` (no network); anything else is a 404 so a missing route shows in the
 * test. The spy records every call for assertions.
 */
export function mockApi(routes: RouteTable) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (answer === undefined) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    return typeof answer === 'function' ? (answer as Reply)(init) : json(answer);
  });
}

type FetchSpy = ReturnType<typeof mockApi>;

/** The JSON bodies sent to `to` (an `endpoint`), in order. */
export function sentBodies(spy: FetchSpy, to: string): unknown[] {
  return spy.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === to)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}

/** Every call other than a GET: what a form sent. */
export const writes = (spy: FetchSpy) => spy.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

/** The toast on screen now (the app shows one at a time), as its title and description. */
export function shownToast() {
  const [toast] = toastStore.getState().toasts;
  return toast && { title: toast.title, description: toast.description };
}

export const resetToasts = () => toastStore.getState().clear();
