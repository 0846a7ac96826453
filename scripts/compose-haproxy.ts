/** Writes deploy/haproxy.cfg (docker-compose's balancer) from the generator `make fleet` uses. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPOSE_HAPROXY_FILE, composeHaproxyConfig } from './lib/compose-haproxy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(path.join(root, COMPOSE_HAPROXY_FILE), composeHaproxyConfig());
console.log(`wrote ${COMPOSE_HAPROXY_FILE}`);
