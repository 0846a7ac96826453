import type { z } from 'zod';
import type { EventShape } from './event-store.ts';
import type { PersonalFields } from './personal-data.ts';

/** Lifts a payload stored at version n to version n + 1. Pure; never touches the store. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

type EventSchema = z.ZodObject<{ type: z.ZodLiteral<string>; data: z.ZodTypeAny }>;

export interface EventDefinition<S extends EventSchema = EventSchema> {
  type: z.infer<S>['type'];
  schema: S;
  /** The schema version new events of this type are written with. */
  version: number;
  /** upcasters[n] lifts a version-n payload to version n + 1, for every n below `version`. */
  upcasters: Record<number, Upcaster>;
  /** Its personal fields and whose they are (crypto-shredding, shared/personal-data.ts); empty: none. */
  personal: readonly PersonalFields[];
}

export function defineEvent<S extends EventSchema>(
  schema: S,
  o: { version?: number; upcasters?: Record<number, Upcaster>; personal?: PersonalFields | readonly PersonalFields[] } = {},
): EventDefinition<S> {
  const version = o.version ?? 1;
  const upcasters = o.upcasters ?? {};
  for (let v = 1; v < version; v++) {
    if (!upcasters[v]) throw new Error(`${schema.shape.type.value}: no upcaster from version ${v} to ${v + 1}`);
  }
  const personal = o.personal === undefined ? [] : 'owner' in o.personal ? [o.personal] : o.personal;
  return { type: schema.shape.type.value, schema, version, upcasters, personal };
}

/** A stored event that does not fit its schema, or was written by newer code. */
export class EventSchemaError extends Error {
  override name = 'EventSchemaError';
}

export interface EventRegistry<E> {
  /** The version an event of this type is written with now (1 for types the registry does not know). */
  currentVersion(type: string): number;
  /**
   * A stored event as the code reads it today: lifted through the upcasters from the version it was
   * stored with, then parsed with the current schema. Types the registry does not know pass
   * through untouched (no handler is keyed by them).
   */
  decode(type: string, schemaVersion: number, data: unknown): E | EventShape;
  /**
   * For the audit's reads only (the log, the export, the as-of fold; docs/decisions/0020-audit-reads-and-export.md): like
   * `decode`, but an event stored at its type's current version is handed out as stored, without the
   * schema parse. `encode` parsed it with this same schema on the way in and stored the parse's
   * output, and event schemas only check and strip (no transforms: event-registry.unit.spec.ts), so
   * parsing it again answers the same value. Older versions are lifted and parsed as by `decode`;
   * newer ones are refused. Never for code that decides or projects: a row written around `encode`
   * (by hand, in SQL) would reach it unchecked.
   */
  decodeStored(type: string, schemaVersion: number, data: unknown): E | EventShape;
  /** True when `decodeStored` hands this event's stored payload back untouched (no upcast, no parse). */
  storedAsIs(type: string, schemaVersion: number): boolean;
  /** Checks an event about to be appended against its current schema. */
  encode(event: EventShape): { data: unknown; schemaVersion: number };
  knows(type: string): boolean;
  /** The type's personal fields by owner (crypto-shredding); an empty list for none or an unknown type. */
  personalFields(type: string): readonly PersonalFields[];
}

export function createEventRegistry<D extends EventDefinition>(definitions: readonly D[]): EventRegistry<z.infer<D['schema']>> {
  type E = z.infer<D['schema']>;
  const byType = new Map<string, EventDefinition>(definitions.map((d) => [d.type, d]));
  if (byType.size !== definitions.length) throw new Error('An event type is defined twice');

  const parse = (def: EventDefinition, data: unknown, stored: number): E => {
    const parsed = def.schema.safeParse({ type: def.type, data });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new EventSchemaError(
        `${def.type} (stored as v${stored}) does not fit its v${def.version} schema: ${issue?.path.join('.')} ${issue?.message}`,
      );
    }
    return parsed.data as E;
  };

  const decode = (type: string, schemaVersion: number, data: unknown): E | EventShape => {
    const def = byType.get(type);
    if (!def) return { type, data };
    if (schemaVersion > def.version)
      throw new EventSchemaError(`${type} v${schemaVersion} is newer than this code knows (v${def.version})`);
    let lifted = data as Record<string, unknown>;
    for (let v = schemaVersion; v < def.version; v++) lifted = def.upcasters[v]!(lifted);
    return parse(def, lifted, schemaVersion);
  };
  const storedAsIs = (type: string, schemaVersion: number): boolean => {
    const def = byType.get(type);
    return !def || schemaVersion === def.version;
  };

  return {
    currentVersion: (type) => byType.get(type)?.version ?? 1,
    knows: (type) => byType.has(type),
    personalFields: (type) => byType.get(type)?.personal ?? [],
    decode,
    decodeStored: (type, schemaVersion, data) =>
      storedAsIs(type, schemaVersion) ? ({ type, data } as EventShape) : decode(type, schemaVersion, data),
    storedAsIs,
    encode(event) {
      const def = byType.get(event.type);
      if (!def) return { data: event.data, schemaVersion: 1 };
      return { data: parse(def, event.data, def.version).data, schemaVersion: def.version };
    },
  };
}
