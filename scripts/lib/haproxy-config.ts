/**
 * The balancer of `make fleet` (and docker-compose's): HTTP round robin over the API processes, each
 * checked on /api/health every 2 s and taken out after two failures, WebSocket upgrades passed through
 * (a tunnel may stay open an hour), the client's address in X-Forwarded-For (believed by the APIs
 * only from the proxy TRUST_PROXY names: decision 0062).
 * No stickiness: any instance can answer any request.
 */
export function haproxyConfig(o: { port: number; bind?: string; servers: { name: string; port: number; host?: string }[] }): string {
  const servers = o.servers.map((s) => `  server ${s.name} ${s.host ?? '127.0.0.1'}:${s.port} check inter 2s fall 2 rise 1`).join('\n');
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-request 10s
  retries 2
  option redispatch

frontend web
  bind ${o.bind ?? '0.0.0.0'}:${o.port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
${servers}
`;
}
