import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildImportGraph, findCycles, findViolations } from './import-graph.ts';

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
