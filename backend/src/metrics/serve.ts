import http from 'node:http';
import type { RequestHandler } from 'express';
import type { Metrics } from './metrics.ts';

/** The registry in Prometheus' text format. */
export const metricsHandler =
  (metrics: Metrics): RequestHandler =>
  async (_req, res) => {
    res.set('Content-Type', metrics.registry.contentType).set('Cache-Control', 'no-store');
    res.send(await metrics.registry.metrics());
  };

/**
 * METRICS_PORT: /metrics on a port of its own, without a session, for a Prometheus inside the private
 * network (bound to METRICS_HOST, 127.0.0.1 unless configured). Anything else there is a 404.
 */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Metrics unavailable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
