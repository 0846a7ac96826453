import { expect, vi } from 'vitest';
import { toastStore } from '@/lib/toast-store';

type Reply = (init: RequestInit | undefined) => Response | Promise<Response>;
type Answer = unknown | Reply;
/** 'GET /api/auth/user' or 'POST /api/messages' (the path without its query) -> a JSON body, or a Response. */
export type Routes = Record<string, Answer>;

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
export function mockApi(routes: Routes) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (answer === undefined) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    return typeof answer === 'function' ? (answer as Reply)(init) : json(answer);
  });
}

type FetchSpy = ReturnType<typeof mockApi>;

/** The JSON bodies sent with `method` to `path`, in order. */
export function sentBodies(spy: FetchSpy, method: string, path: string): unknown[] {
  return spy.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
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
