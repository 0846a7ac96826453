import { describe } from 'vitest';
import { fleetSuite } from '../fleet/fleet-suite.ts';

/**
 * The fleet test (tests/fleet/fleet-suite.ts: sessions and sockets across the API processes, then
 * the projection owner, an API process and Redis lost under load) with every process of the fleet
 * appending to and reading from EventStoreDB: `make test-containers` sets EVENT_STORE=eventstoredb
 * and EVENTSTORE_CONNECTION_STRING to the container it started, and the fleet's processes inherit
 * them. HAProxy and redis-server come from this machine, as in `make test`.
 */
const onEventStoreDb = process.env.EVENT_STORE === 'eventstoredb' && Boolean(process.env.EVENTSTORE_CONNECTION_STRING);

describe.skipIf(!onEventStoreDb)('on EventStoreDB', () => {
  fleetSuite('the fleet behind HAProxy');
});
