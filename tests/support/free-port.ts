export { freePort } from '../../scripts/lib/services.ts';
