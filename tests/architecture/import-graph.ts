/**
 * The resolved import graph of the code that ships (contracts, projections, backend, frontend),
 * built with the TypeScript compiler's own module resolution, so aliases ('@/…'), package names
 * ('@tradeguild/…') and relative paths all land on real files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportGraph {
  root: string;
  /** Repository-relative file -> repository-relative files it imports (ours only). */
  edges: Map<string, string[]>;
}

const SHIPPED = ['contracts/src', 'projections/src', 'backend/src', 'frontend/src'];
const isSource = (f: string) => /\.(ts|tsx)$/.test(f) && !/\.spec\.tsx?$/.test(f) && !f.endsWith('.d.ts');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : walk(full);
    return isSource(full) ? [full] : [];
  });
}

function compilerOptions(root: string, configFile: string): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(root, configFile), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(path.join(root, configFile))).options;
}

export function buildImportGraph(root: string, files = SHIPPED.flatMap((d) => walk(path.join(root, d)))): ImportGraph {
  const serverOptions = compilerOptions(root, 'tsconfig.json');
  const browserOptions = compilerOptions(root, 'frontend/tsconfig.json');
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const options = file.includes(`${path.sep}frontend${path.sep}`) ? browserOptions : serverOptions;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (!resolved) continue;
      const real = ts.sys.realpath?.(resolved) ?? resolved;
      if (real.includes(`${path.sep}node_modules${path.sep}`) || !real.startsWith(root)) continue;
      targets.add(path.relative(root, real));
    }
    edges.set(path.relative(root, file), [...targets]);
  }
  return { root, edges };
}

/** Every import cycle, each as the files on it (Tarjan's strongly connected components). */
export function findCycles(graph: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.edges.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) !== indices.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.edges.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const v of graph.edges.keys()) if (!indices.has(v)) visit(v);
  return cycles;
}

const packageOf = (file: string) => file.split('/')[0]!;
const ALLOWED: Record<string, string[]> = {
  contracts: ['contracts'],
  projections: ['projections', 'contracts'],
  backend: ['backend', 'projections', 'contracts'],
  frontend: ['frontend', 'contracts'],
};
const featureOf = (file: string) => /^frontend\/src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Shared frontend code serves every feature, so it never depends on one; only app/ composes features. */
const SHARED_FRONTEND = /^frontend\/src\/(components|lib|config|styles|test)\//;
const sharedImportsFeature = (from: string, to: string) => SHARED_FRONTEND.test(from) && featureOf(to) !== null;

/**
 * Imports against the package arrows, into another frontend feature, from shared frontend code into a feature,
 * or into tests/ and bench/.
 */
export function findViolations(graph: ImportGraph): string[] {
  const out: string[] = [];
  for (const [from, targets] of graph.edges) {
    for (const to of targets) {
      const allowed = ALLOWED[packageOf(from)] ?? [];
      if (!allowed.includes(packageOf(to))) out.push(`${from} -> ${to}: against the package arrows`);
      const [f, t] = [featureOf(from), featureOf(to)];
      if (f && t && f !== t) out.push(`${from} -> ${to}: a feature importing another feature`);
      if (sharedImportsFeature(from, to)) out.push(`${from} -> ${to}: shared frontend code importing a feature`);
    }
  }
  return out;
}

/** The top folder under `root` (a context, or a shared kernel folder) of a file; null for files directly in `root`. */
const folderUnder = (root: string, file: string) =>
  file.startsWith(`${root}/`) ? (/^([^/]+)\//.exec(file.slice(root.length + 1))?.[1] ?? null) : null;

/** The imports between the top folders of `root` ('backend/src', 'projections/src'), as a graph of folders. */
export function folderGraph(graph: ImportGraph, root: string): ImportGraph {
  const edges = new Map<string, Set<string>>();
  for (const [from, targets] of graph.edges) {
    const a = folderUnder(root, from);
    if (!a) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    for (const to of targets) {
      const b = folderUnder(root, to);
      if (b && b !== a) edges.get(a)!.add(b);
    }
  }
  return { root: graph.root, edges: new Map([...edges].map(([k, v]) => [k, [...v].sort()])) };
}

/** Folder-level cycles inside `root`: two contexts (or a context and a kernel folder) importing each other. */
export const findFolderCycles = (graph: ImportGraph, root: string): string[][] => findCycles(folderGraph(graph, root));

/**
 * The backend's shared kernel (commands, HTTP, the event store, the database, live connections) and
 * its downstream folders (the audit area reads every context's deciders; the seed drives them all;
 * privacy closes and erases accounts and deletes their uploads, decision 0061).
 */
const BACKEND_KERNEL = ['commands', 'http', 'eventstore', 'db', 'realtime', 'metrics'];
const BACKEND_DOWNSTREAM = ['audit', 'seed', 'privacy'];

/** A backend context importing another context (or the kernel importing a context). */
export function findCrossContextImports(graph: ImportGraph): string[] {
  const folders = folderGraph(graph, 'backend/src');
  const out: string[] = [];
  for (const [from, targets] of folders.edges) {
    if (BACKEND_DOWNSTREAM.includes(from)) continue;
    for (const to of targets) if (!BACKEND_KERNEL.includes(to)) out.push(`backend/src/${from} -> backend/src/${to}`);
  }
  return out;
}

/** The backend reads the projections package through its public entry alone. */
export function findProjectionDeepImports(graph: ImportGraph): string[] {
  const out: string[] = [];
  for (const [from, targets] of graph.edges) {
    if (!from.startsWith('backend/src/')) continue;
    for (const to of targets)
      if (to.startsWith('projections/src/') && to !== 'projections/src/index.ts') out.push(`${from} -> ${to}: past the projections entry`);
  }
  return out;
}
