import { MIN_POSITION_HEADER, laterPosition } from '@tradeguild/contracts';

/**
 * A tiny cookie-keeping HTTP client, enough to walk the real OIDC redirects like a browser, and
 * reading its own writes the way the browser's API client does: it remembers the highest position
 * a command answered with and sends it on every request.
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();
  /** The highest position this client's commands were answered with. */
  lastPosition: string | null = null;

  /** `headers` go with every request this client sends (the bench's sign-in-limit bypass, say). */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const ours = this.lastPosition && url.origin === new URL(this.baseUrl).origin;
    const init: RequestInit = {
      method,
      redirect: 'manual',
      headers: {
        ...this.headers,
        cookie: this.cookieHeader(),
        ...(ours ? { [MIN_POSITION_HEADER]: this.lastPosition! } : {}),
        ...(body !== undefined && !(body instanceof URLSearchParams) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body instanceof URLSearchParams ? body : body !== undefined ? JSON.stringify(body) : undefined,
    };
    const res = await fetch(url, init);
    for (const c of res.headers.getSetCookie()) this.storeCookie(c);
    if (method !== 'GET') await this.rememberPosition(res);
    return res;
  }

  /** Lets another client (another tab, another person) read what this one wrote. */
  sawPosition(position: string | null) {
    if (position) this.lastPosition = laterPosition(this.lastPosition, position);
  }

  private async rememberPosition(res: Response) {
    if (!res.ok || !res.headers.get('content-type')?.includes('application/json')) return;
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { position?: unknown } | null;
    if (typeof body?.position === 'string') this.sawPosition(body.position);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);

  /** A GET that sees this client's own writes (every GET does). */
  read = (path: string) => this.get(path);

  /** Follows redirects (keeping cookies) until a non-redirect answer. */
  async follow(res: Response, maxHops = 15): Promise<Response> {
    let current = res;
    for (let i = 0; i < maxHops && current.status >= 300 && current.status < 400; i++) {
      const location = current.headers.get('location');
      if (!location) break;
      current = await this.get(new URL(location, current.url || this.baseUrl).toString());
    }
    return current;
  }

  private storeCookie(header: string) {
    const [pair, ...attrs] = header.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    const expired =
      attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now()) ||
      attrs.some((a) => /^\s*max-age=0/i.test(a));
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** Everyone reads after everyone's writes: each client waits for the others' latest positions too. */
export function syncAll(clients: readonly HttpClient[]) {
  for (const a of clients) for (const b of clients) a.sawPosition(b.lastPosition);
}

export interface LoginAs {
  email: string;
  firstName?: string;
  userType?: 'client' | 'tradesman';
}

/** Logs in through /api/login and the local provider's real sign-in form; `headers` go with every request of the client. */
export async function login(baseUrl: string, who: LoginAs, headers?: Record<string, string>): Promise<HttpClient> {
  const client = new HttpClient(baseUrl, headers);
  const signIn = await client.follow(await client.get('/api/login'));
  const html = await signIn.text();
  const action = /action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No sign-in form (status ${signIn.status}): ${html.slice(0, 300)}`);
  const form = new URLSearchParams({ email: who.email, firstName: who.firstName ?? 'Test', userType: who.userType ?? 'client' });
  const done = await client.follow(await client.post(action, form));
  if (!done.url.endsWith('/') && done.status !== 404 && done.status !== 200) {
    throw new Error(`Login ended at ${done.url} with ${done.status}`);
  }
  return client;
}
