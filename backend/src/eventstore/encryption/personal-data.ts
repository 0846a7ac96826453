import {
  PERSONAL_PLACEHOLDERS,
  visitPath,
  type EventMetadata,
  type NewEvent,
  type PersonalFields,
  type PersonalKind,
} from '@tradeguild/contracts';
import { isSealed, KEY_ID, openValue, SEALED_PREFIX, sealedKeyId, sealValue } from './cipher.ts';

/** How a sealed string starts inside a payload's JSON text. */
const SEALED_OPENING = `"${SEALED_PREFIX}`;
import type { DataKeys, KeyRing, OwnerKey } from './data-keys.ts';

/** Where a store finds each event type's personal fields: the contracts registry (EventRegistry.personalFields). */
export interface PersonalFieldSource {
  personalFields?(type: string): readonly PersonalFields[];
}

/**
 * Crypto-shredding for an event store (docs/decisions/0059-crypto-shredding.md): seals the personal
 * fields of events about to be appended with their owners' data keys, and opens them again on
 * read, before the registry upcasts and parses. A read first fetches the keys it needs
 * (`keyRing`, one query per page, none when cached), then decodes synchronously with them; a
 * destroyed key opens as the field kind's placeholder (PERSONAL_PLACEHOLDERS).
 *
 * Plain values in personal fields (events stored before encryption, until 023's re-encryption ran;
 * events of a system without an owner) are read as they are.
 */
/**
 * A copy of a payload to write opened or sealed values into: a shallow one when every declared path
 * is a top-level field (nearly all), else a deep one.
 */
const copyFor = (groups: readonly PersonalFields[]) =>
  groups.every((g) => Object.keys(g.fields).every((p) => !p.includes('.') && !p.includes('[')))
    ? <T>(data: T): T => (Array.isArray(data) ? data : { ...data })
    : <T>(data: T): T => structuredClone(data);

/** A personal value as it is stored: sealed, or its placeholder when the owner's key was destroyed. */
function sealOne(key: OwnerKey, kind: PersonalKind, value: unknown) {
  return key.key ? sealValue(key.keyId, key.key, value) : PERSONAL_PLACEHOLDERS[kind];
}

/** A group's fields as a list, each marked when it is a field of the payload itself (no dots, no `[]`). */
const fieldLists = new WeakMap<PersonalFields, { path: string; kind: PersonalKind; topLevel: boolean }[]>();
function fieldList(group: PersonalFields) {
  let list = fieldLists.get(group);
  if (!list) {
    list = Object.entries(group.fields).map(([path, kind]) => ({ path, kind, topLevel: !path.includes('.') && !path.includes('[') }));
    fieldLists.set(group, list);
  }
  return list;
}

export class PersonalDataProtection {
  private readonly cache = new Map<string, readonly PersonalFields[]>();
  private readonly copiers = new Map<string, <T>(data: T) => T>();

  private copy<T>(type: string, data: T): T {
    let copier = this.copiers.get(type);
    if (!copier) {
      copier = copyFor(this.fieldsOf(type));
      this.copiers.set(type, copier);
    }
    return copier(data);
  }

  constructor(
    private readonly source: PersonalFieldSource,
    readonly keys: DataKeys,
  ) {}

  /** The type's personal fields (none for a registry without them, or a type it does not know). */
  fieldsOf(type: string): readonly PersonalFields[] {
    let f = this.cache.get(type);
    if (!f) {
      f = this.source.personalFields?.(type) ?? [];
      this.cache.set(type, f);
    }
    return f;
  }

  applies(type: string): boolean {
    return this.fieldsOf(type).length > 0;
  }

  /** Events as they are to be stored: personal fields sealed (a destroyed owner's as placeholders). */
  async sealEvents(events: NewEvent[]): Promise<NewEvent[]> {
    const owners = this.ownersOfEvents(events);
    return owners.size === 0 ? events : this.sealWith(events, await this.keys.ownerKeys(owners));
  }

  /** sealEvents without waiting, when every owner's key is cached (nearly always); null when one must be fetched. */
  sealEventsCached(events: NewEvent[]): NewEvent[] | null {
    const owners = this.ownersOfEvents(events);
    if (owners.size === 0) return events;
    const keys = this.keys.cachedOwnerKeys(owners);
    return keys && this.sealWith(events, keys);
  }

  private ownersOfEvents(events: NewEvent[]): Set<string> {
    const owners = new Set<string>();
    for (const e of events) for (const o of this.ownersOf(e.type, e.data, e.metadata)) owners.add(o);
    return owners;
  }

  private sealWith(events: NewEvent[], keys: Map<string, OwnerKey>): NewEvent[] {
    return events.map((e) => {
      const data = this.sealData(e.type, e.data, e.metadata, keys).data;
      return data === e.data ? e : { ...e, data };
    });
  }

  /** The owners with personal values to seal in this payload. */
  ownersOf(type: string, data: unknown, metadata: EventMetadata): string[] {
    const out: string[] = [];
    if (!data || typeof data !== 'object') return out;
    for (const group of this.fieldsOf(type)) {
      const owner = group.owner(data as Record<string, unknown>, metadata);
      if (owner !== null && !out.includes(owner)) out.push(owner);
    }
    return out;
  }

  /**
   * The payload with its plain personal values sealed (a copy; the same object when nothing was
   * sealed). Values sealed already are left alone, so sealing twice changes nothing.
   */
  sealData(type: string, data: unknown, metadata: EventMetadata, keys: Map<string, OwnerKey>): { data: unknown; sealed: number } {
    const groups = this.fieldsOf(type);
    if (groups.length === 0 || !data || typeof data !== 'object') return { data, sealed: 0 };
    let copy: unknown = null;
    let sealed = 0;
    for (const group of groups) {
      const owner = group.owner(data as Record<string, unknown>, metadata);
      const key = owner === null ? undefined : keys.get(owner);
      if (!key) continue;
      for (const { path, kind, topLevel } of fieldList(group)) {
        copy ??= this.copy(type, data);
        if (topLevel) {
          // visitPath's walk for a field of the payload itself, without its closures (every append of the type passes here).
          const obj = copy as Record<string, unknown>;
          const value = obj[path];
          if (value === undefined || value === null || isSealed(value)) continue;
          obj[path] = sealOne(key, kind, value);
          sealed++;
          continue;
        }
        visitPath(copy, path, (value, set) => {
          if (isSealed(value)) return;
          set(sealOne(key, kind, value));
          sealed++;
        });
      }
    }
    return sealed === 0 ? { data, sealed } : { data: copy, sealed };
  }

  /** Adds the key ids a stored payload's text names (types with personal fields only). */
  keyIdsOfText(type: string, text: string, into: Set<string>): void {
    if (!this.applies(type)) return;
    // indexOf rather than a global regex: a page of a thousand payloads is scanned on every readAll.
    for (let at = text.indexOf(SEALED_OPENING); at >= 0; at = text.indexOf(SEALED_OPENING, at + 45)) {
      const id = text.slice(at + SEALED_OPENING.length, at + SEALED_OPENING.length + 36);
      if (text.charCodeAt(at + SEALED_OPENING.length + 36) === 58 /* : */ && KEY_ID.test(id)) into.add(id);
    }
  }

  /** Adds the key ids a stored payload names. */
  keyIdsOfData(type: string, data: unknown, into: Set<string>): void {
    for (const group of this.fieldsOf(type)) {
      for (const path of Object.keys(group.fields)) {
        visitPath(data, path, (value) => {
          const id = isSealed(value) ? sealedKeyId(value) : null;
          if (id) into.add(id);
        });
      }
    }
  }

  /** The keys of a page of stored payloads, fetched (one query for the uncached). */
  keyRingForData(items: Iterable<{ type: string; data: unknown }>): Promise<KeyRing> {
    const ids = new Set<string>();
    for (const e of items) this.keyIdsOfData(e.type, e.data, ids);
    return this.keys.keyRing(ids);
  }

  keyRingForText(items: Iterable<{ type: string; data: string }>): Promise<KeyRing> {
    const ids = new Set<string>();
    for (const e of items) this.keyIdsOfText(e.type, e.data, ids);
    return this.keys.keyRing(ids);
  }

  /**
   * The stored payload with its sealed fields opened (a copy; the same object when nothing was
   * sealed); a destroyed key's fields become their placeholders. Throws when a sealed value was
   * altered (its GCM tag) or its key was not fetched into `ring`.
   */
  open<T>(type: string, data: T, ring: KeyRing): T {
    const groups = this.fieldsOf(type);
    if (groups.length === 0 || !data || typeof data !== 'object') return data;
    let copy: T | null = null;
    for (const group of groups) {
      for (const [path, kind] of Object.entries(group.fields)) {
        let sealed = false;
        visitPath(copy ?? data, path, (value) => (sealed ||= isSealed(value)));
        if (!sealed) continue;
        copy ??= this.copy(type, data);
        visitPath(copy, path, (value, set) => {
          if (!isSealed(value)) return;
          const key = ring.get(sealedKeyId(value) ?? '');
          set(key ? openValue(key, value) : PERSONAL_PLACEHOLDERS[kind]);
        });
      }
    }
    return copy ?? data;
  }
}
