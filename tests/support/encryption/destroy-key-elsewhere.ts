/**
 * Test fixture: another process with its own event store (its own pool) on the same database. It
 * reads the stream once (its key cache now holds the owner's key) and prints `ready`; on a line
 * `destroy` on standard input it destroys the owner's key through its pool, prints what its own
 * store reads then, and exits.
 *
 *   DATABASE_URL STREAM_ID OWNER_ID  node --import tsx destroy-key-elsewhere.ts
 */
import { createInterface } from 'node:readline';
import { createPool } from '../../../backend/src/db/pool.ts';
import { destroyKey } from '../../../backend/src/eventstore/encryption/data-keys.ts';
import { PostgresEventStore } from '../../../backend/src/eventstore/postgres.ts';

const env = process.env;
const required = (key: string) => env[key] ?? (console.error(`${key} is required`), process.exit(2));

const pool = createPool(required('DATABASE_URL'), 2);
const store = new PostgresEventStore(pool);
const streamId = required('STREAM_ID');
const read = async () => (await store.readStream(streamId)).events.map((e) => e.data);

await read();
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'destroy') continue;
  await destroyKey(pool, required('OWNER_ID'));
  process.stdout.write(`${JSON.stringify({ destroyed: true, reads: await read() })}\n`);
  break;
}
await pool.end();
process.exit(0);
