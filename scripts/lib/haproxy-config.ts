/**
/**
 * The balancer of `make fleet` (and docker-compose's): HTTP round robin over the API processes,
 * WebSocket upgrades passed through (a tunnel may stay open an hour), the client's address in
 * X-Forwarded-For (believed by the APIs only from the proxy TRUST_PROXY names: decision 0062).
 * No stickiness: any instance can answer any request.
 *
 * Each process is checked on /api/health every 2 s (every 0.5 s once a check failed) and taken out
 * after two failed checks. The check asks whether the PROCESS answers: 200 (healthy) and 503
 * (degraded: Redis away, a projection in error) both keep it in, since what degrades one process
 * degrades them all, and a process without Redis still takes commands; taking every process out
 * would turn a degraded fleet into a dead one. A killed process refuses connections: its check
 * fails at once, and a request sent its way meanwhile is retried on another process (`retries`,
 * `redispatch 1`: each retry may go elsewhere). A request the process died in the middle of is not
 * retried here (it may have been carried out): the client sends it again with its command id.
 */
export function haproxyConfig(o: {
  port: number;
  bind?: string;
  servers: { name: string; port: number; host?: string }[];
  /**
   * A DNS server (ip:port) to look the servers' host names up at run time (docker-compose: 127.0.0.11:53):
   * HAProxy starts before they resolve and follows a container that comes back with a new address;
   * servers sharing one name (the replicas of a service) each take a different address.
   */
  resolver?: string;
}): string {
  const lookup = o.resolver ? ' resolvers dns init-addr none' : '';
  const servers = o.servers
    .map((s) => `  server ${s.name} ${s.host ?? '127.0.0.1'}:${s.port} check inter 2s fastinter 500ms fall 2 rise 1${lookup}`)
    .join('\n');
  const resolvers = o.resolver ? `\nresolvers dns\n  nameserver dns ${o.resolver}\n  hold valid 10s\n` : '';
  return `global
  maxconn 4096
${resolvers}
defaults
  mode http
  option forwardfor
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-request 10s
  timeout check 5s
  retries 2
  option redispatch 1

frontend web
  bind ${o.bind ?? '0.0.0.0'}:${o.port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health
  http-check expect rstatus ^(200|503)$
${servers}
`;
}
