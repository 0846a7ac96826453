import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildImportGraph,
  findCrossContextImports,
  findCycles,
  findFolderCycles,
  findProjectionDeepImports,
  findViolations,
  type ImportGraph,
} from './import-graph.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the import graph of the code that ships', () => {
  const graph = buildImportGraph(root);

  it('sees the whole codebase, aliases and package names included', () => {
    expect(graph.edges.size).toBeGreaterThan(200);
    expect(graph.edges.get('backend/src/server.ts')).toContain('projections/src/index.ts');
    expect([...graph.edges.values()].flat()).toContain('contracts/src/index.ts');
  });

  it('has no import cycles', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('keeps the package arrows and keeps frontend features apart', () => {
    expect(findViolations(graph)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const scratch = mkdtempSync(path.join(root, 'backend/src/arch-check-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };
  const scratchRel = path.relative(root, scratch);

  it('find a cycle between two modules', () => {
    const a = write(`${scratchRel}/a.ts`, "import { b } from './b.ts';\nexport const a = () => b();\n");
    const b = write(`${scratchRel}/b.ts`, "import { a } from './a.ts';\nexport const b = () => a;\n");
    expect(findCycles(buildImportGraph(root, [a, b]))).toEqual([[`${scratchRel}/a.ts`, `${scratchRel}/b.ts`]]);
  });

  it('find an import against the arrows, and one feature importing another', () => {
    const graph = buildImportGraph(root);
    graph.edges.set('projections/src/x.ts', ['backend/src/app.ts']);
    graph.edges.set('frontend/src/features/search/x.ts', ['frontend/src/features/messaging/api/get-conversations.ts']);
    graph.edges.set('contracts/src/x.ts', ['tests/support/database.ts']);
    expect(findViolations(graph)).toEqual([
      'projections/src/x.ts -> backend/src/app.ts: against the package arrows',
      'frontend/src/features/search/x.ts -> frontend/src/features/messaging/api/get-conversations.ts: a feature importing another feature',
      'contracts/src/x.ts -> tests/support/database.ts: against the package arrows',
    ]);
  });

  it('find shared frontend code importing a feature, and let app/ compose features', () => {
    const graph = buildImportGraph(root);
    const feature = 'frontend/src/features/trust/content.ts';
    for (const shared of ['components/x.tsx', 'lib/x.ts', 'config/x.ts', 'styles/x.ts', 'test/x.tsx']) {
      graph.edges.set(`frontend/src/${shared}`, [feature]);
    }
    graph.edges.set('frontend/src/app/x.tsx', [feature]);
    graph.edges.set('frontend/src/features/trust/x.ts', ['frontend/src/components/ui/button.tsx']);
    expect(findViolations(graph)).toEqual(
      ['components/x.tsx', 'lib/x.ts', 'config/x.ts', 'styles/x.ts', 'test/x.tsx'].map(
        (shared) => `frontend/src/${shared} -> ${feature}: shared frontend code importing a feature`,
      ),
    );
  });
});

describe('the contexts inside backend/src and projections/src', () => {
  const graph = buildImportGraph(root);

  it('never import each other in a circle', () => {
    expect(findFolderCycles(graph, 'backend/src')).toEqual([]);
    expect(findFolderCycles(graph, 'projections/src')).toEqual([]);
  });

  it('import no other backend context: only the shared kernel, except the downstream audit and seed', () => {
    expect(findCrossContextImports(graph)).toEqual([]);
  });

  it('reach the projections package through its public entry alone', () => {
    expect(findProjectionDeepImports(graph)).toEqual([]);
  });
});

describe('the context checks themselves', () => {
  const graphOf = (edges: Record<string, string[]>): ImportGraph => ({ root, edges: new Map(Object.entries(edges)) });

  it('find a cycle between two context folders, in either package', () => {
    const graph = graphOf({
      'backend/src/tradesmen/routes.ts': ['backend/src/client-projects/eligibility.ts', 'backend/src/http/auth.ts'],
      'backend/src/client-projects/routes.ts': ['backend/src/tradesmen/command.ts'],
      'projections/src/admin/store.ts': ['projections/src/tradesmen/tables.ts'],
      'projections/src/tradesmen/queries.ts': ['projections/src/admin/queries.ts'],
    });
    expect(findFolderCycles(graph, 'backend/src')).toEqual([['client-projects', 'tradesmen']]);
    expect(findFolderCycles(graph, 'projections/src')).toEqual([['admin', 'tradesmen']]);
  });

  it('find a context importing another, but not the kernel or the downstream audit and seed', () => {
    const graph = graphOf({
      'backend/src/messaging/routes.ts': ['backend/src/accounts/find-user.ts', 'backend/src/http/deps.ts', 'backend/src/commands/ids.ts'],
      'backend/src/audit/fold.ts': ['backend/src/tradesmen/decide.ts'],
      'backend/src/seed/index.ts': ['backend/src/accounts/decide.ts'],
      'backend/src/app.ts': ['backend/src/forum/routes.ts'],
    });
    expect(findCrossContextImports(graph)).toEqual(['backend/src/messaging -> backend/src/accounts']);
  });

  it('find the backend importing a projections module past the public entry', () => {
    const graph = graphOf({
      'backend/src/tradesmen/postcodes.ts': ['projections/src/index.ts', 'projections/src/runtime/read-db.ts'],
      'bench/search.ts': ['projections/src/tradesmen/search-query.ts'],
    });
    expect(findProjectionDeepImports(graph)).toEqual([
      'backend/src/tradesmen/postcodes.ts -> projections/src/runtime/read-db.ts: past the projections entry',
    ]);
  });
});
