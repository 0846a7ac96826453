/**
 * The feed bench's load: JSON POSTs over node:http with keep-alive, carrying a signed-in
 * HttpClient's session cookie and its read-your-writes position as the browser does. The same
 * requests as HttpClient's, at a fraction of fetch's CPU: on a 2-core machine the load generator's
 * own work otherwise competes with the server it measures.
 */
import http from 'node:http';
import { MIN_POSITION_HEADER, laterPosition } from '@tradeguild/contracts';
import type { HttpClient } from '../../tests/support/http-client.ts';

export type Post = (path: string, body: unknown) => Promise<number>;

/** POSTs as `client`; resolves with the status code. */
export function lightPoster(client: HttpClient): Post {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const base = new URL(client.baseUrl);
  const cookie = client.cookieHeader();
  let position = client.lastPosition;
  return (path, body) =>
    new Promise((resolve, reject) => {
      const data = JSON.stringify(body);
      const headers: Record<string, string | number> = {
        cookie,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(data),
      };
      if (position) headers[MIN_POSITION_HEADER] = position;
      const req = http.request({ host: base.hostname, port: base.port, path, method: 'POST', agent, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const answered = res.statusCode ?? 0;
          if (answered >= 200 && answered < 300) {
            const p = (JSON.parse(text) as { position?: unknown }).position;
            if (typeof p === 'string') position = laterPosition(position, p);
          }
          resolve(answered);
        });
      });
      req.on('error', reject);
      req.end(data);
    });
}
