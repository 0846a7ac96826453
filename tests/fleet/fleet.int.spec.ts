import { fleetSuite } from './fleet-suite.ts';

// The fleet on PostgreSQL's event store (part of `make test`); what it checks is in fleet-suite.ts.
fleetSuite('the fleet behind HAProxy');
