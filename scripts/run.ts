/**
 * `make run`: PostgreSQL (embedded unless DATABASE_URL is set), Redis, migrations, demo data,
 * then the API, socket.io, workers and the web app on one port. Ctrl-C stops what it started.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../backend/src/server.ts';
import { setDevMailCatcher, startMailCatcher } from '../backend/src/mail/catcher.ts';
import { projections, waitForProjections } from '../projections/src/index.ts';
import { prepare } from './lib/prepare.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m: string) => console.log(`[tradeguild] ${m}`);

async function main() {
  const { config, services } = await prepare(root, say);
  // No SMTP server named: catch the mail in this process; an admin reads it at /dev/mailbox.
  if (!config.SMTP_URL && config.NODE_ENV !== 'production') {
    const catcher = await startMailCatcher();
    setDevMailCatcher(catcher);
    config.SMTP_URL = catcher.url;
    services.push({ url: catcher.url, stop: () => catcher.close() });
    say(`No SMTP_URL: mail is caught locally (${catcher.url}); admins read it at ${config.PUBLIC_URL}/dev/mailbox`);
  }

  const server = await startServer(config, { staticDir: path.join(root, 'frontend/dist') });
  // The read models catch up with the demo data before anyone is pointed at the site.
  const { pool, store } = server.deps;
  const head = await store.headPosition();
  if (
    !(await waitForProjections(
      pool,
      projections.map((p) => p.name),
      head,
      120_000,
    ))
  )
    say('Read models are still catching up');
  say(`TradeGuild is running at ${config.PUBLIC_URL}`);
  say(`Admin account: sign in as ${config.ADMIN_EMAIL}. Press Ctrl-C to stop.`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('Stopping...');
    // Open browser connections must not keep Ctrl-C from working.
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.close().catch((e) => console.error(e));
    for (const service of services) await service.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGHUP', () => void stop());
  if (process.env.STOP_WITH_STDIN === 'true') {
    // Started by a test run: stop when it goes away, even if it could not say so.
    process.stdin.on('end', () => void stop());
    process.stdin.resume();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
