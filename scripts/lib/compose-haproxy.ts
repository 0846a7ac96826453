/**
 * docker-compose's balancer config, deploy/haproxy.cfg, from the same generator as `make fleet`'s:
 * one server line per API replica, all named by the compose service `api`, looked up through
 * Docker's DNS (each line takes a different replica's address). Written by
 * `npx tsx scripts/compose-haproxy.ts`; scripts/lib/compose.unit.spec.ts checks the file matches.
 */
import { haproxyConfig } from './haproxy-config.ts';

export const COMPOSE_HAPROXY_FILE = 'deploy/haproxy.cfg';
export const COMPOSE_API_REPLICAS = 2;
export const COMPOSE_PORT = 5000;
/** Docker's embedded DNS server, in every container on a user-defined network (compose's default). */
const DOCKER_DNS = '127.0.0.11:53';

export function composeHaproxyConfig(): string {
  const servers = Array.from({ length: COMPOSE_API_REPLICAS }, (_, i) => ({ name: `api-${i + 1}`, host: 'api', port: COMPOSE_PORT }));
  return `# Generated from scripts/lib/haproxy-config.ts by \`npx tsx scripts/compose-haproxy.ts\`: do not edit by hand.\n${haproxyConfig({ port: COMPOSE_PORT, servers, resolver: DOCKER_DNS })}`;
}
