import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import { precompressDir } from '../../scripts/precompress.ts';

export interface BuiltFolder {
  dir: string;
  base: string;
  close(): void;
}

/**
 * A small build-like folder (files by relative path), precompressed as the Vite build does, served by
 * an express app that `mount` sets up (static assets, the app shell, ...) on a free port.
 */
export async function serveBuiltFolder(files: Record<string, string>, mount: (app: Express, dir: string) => void): Promise<BuiltFolder> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tg-built-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  await precompressDir(dir);
  const app = express();
  mount(app, dir);
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    dir,
    base,
    close() {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
