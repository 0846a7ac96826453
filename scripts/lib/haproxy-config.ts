/**
 * The balancer of `make fleet` (and docker-compose's): HTTP round robin over the API processes, each
 * checked on /api/health every 2 s and taken out after two failures, WebSocket upgrades passed through
 * (a tunnel may stay open an hour), the client's address in X-Forwarded-For (believed by the APIs
 * only from the proxy TRUST_PROXY names: decision 0062).
 * No stickiness: any instance can answer any request.
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
    .map((s) => `  server ${s.name} ${s.host ?? '127.0.0.1'}:${s.port} check inter 2s fall 2 rise 1${lookup}`)
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
