import type { AuditChange } from '@tradeguild/contracts';

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Leaves of a state by dotted path; arrays are leaves (compared whole). */
function leaves(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) {
    out.set(prefix, value);
  }
  return out;
}

/** The field-level difference between two folded states, in a stable (path) order. */
export function diffStates(before: unknown, after: unknown): AuditChange[] {
  const a = leaves(before);
  const b = leaves(after);
  const changes: AuditChange[] = [];
  for (const path of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const had = a.has(path);
    const has = b.has(path);
    if (had && !has) changes.push({ path, kind: 'removed', before: a.get(path), after: null });
    else if (!had && has) changes.push({ path, kind: 'added', before: null, after: b.get(path) });
    else if (JSON.stringify(a.get(path)) !== JSON.stringify(b.get(path)))
      changes.push({ path, kind: 'changed', before: a.get(path), after: b.get(path) });
  }
  return changes;
}
