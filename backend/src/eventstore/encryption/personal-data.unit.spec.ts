import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { domainEventDefinitions, domainEvents, PERSONAL_PLACEHOLDERS, visitPath, type EventMetadata } from '@tradeguild/contracts';
import { isSealed, masterKeyFrom, newDataKey, openValue, sealedKeyId, sealValue, unwrapKey, wrapKey } from './cipher.ts';
import type { DataKeys, KeyRing, OwnerKey } from './data-keys.ts';
import { PersonalDataProtection } from './personal-data.ts';

const metadata = (actorId: string | null): EventMetadata => ({
  eventId: randomUUID(),
  commandId: null,
  correlationId: randomUUID(),
  causationId: null,
  actorId,
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});

describe('cipher', () => {
  it('seals a value that opens again with its key only, and names the key', () => {
    const key = newDataKey();
    const keyId = randomUUID();
    const sealed = sealValue(keyId, key, 'Zoë’s “kitchen” ✓');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('kitchen');
    expect(sealedKeyId(sealed)).toBe(keyId);
    expect(openValue(key, sealed)).toBe('Zoë’s “kitchen” ✓');
    // A fresh IV each time: the same text never seals to the same string.
    expect(sealValue(keyId, key, 'same')).not.toBe(sealValue(keyId, key, 'same'));
    expect(() => openValue(newDataKey(), sealed)).toThrow();
    const tampered = sealed.slice(0, -3) + (sealed.endsWith('AAA') ? 'BBB' : 'AAA');
    expect(() => openValue(key, tampered)).toThrow();
    expect(sealedKeyId('tgenc1:not-a-key:xyz')).toBeNull();
  });

  it('wraps a data key for its owner under the master key', () => {
    const master = masterKeyFrom('a master secret of enough length 0123456789');
    const key = newDataKey();
    const wrapped = wrapKey(master, 'user-1', key);
    expect(unwrapKey(master, 'user-1', wrapped).equals(key)).toBe(true);
    expect(() => unwrapKey(master, 'user-2', wrapped)).toThrow(/DATA_KEY_SECRET/);
    expect(() => unwrapKey(masterKeyFrom('another secret entirely 0123456789'), 'user-1', wrapped)).toThrow(/DATA_KEY_SECRET/);
  });
});

describe('personal fields', () => {
  it('walks object paths and every element of arrays', () => {
    const data = { a: { b: 'x' }, items: [{ note: 'n1' }, { note: null }, { note: 'n3' }], gone: null };
    const seen: unknown[] = [];
    visitPath(data, 'a.b', (v) => seen.push(v));
    visitPath(data, 'items[].note', (v, set) => {
      seen.push(v);
      set(`${String(v)}!`);
    });
    visitPath(data, 'gone', (v) => seen.push(v));
    visitPath(data, 'missing.deep', (v) => seen.push(v));
    expect(seen).toEqual(['x', 'n1', 'n3']);
    expect(data.items.map((i) => i.note)).toEqual(['n1!', null, 'n3!']);
  });

  /** The zod schema at a declared path of an event's payload (optional/nullable unwrapped, arrays stepped into). */
  function schemaAt(schema: z.ZodTypeAny, path: string): z.ZodTypeAny {
    let node = schema;
    for (const raw of path.split('.')) {
      const step = raw.replace(/\[\]$/, '');
      while (node instanceof z.ZodOptional || node instanceof z.ZodNullable) node = node.unwrap() as z.ZodTypeAny;
      if (!(node instanceof z.ZodObject)) throw new Error(`${path}: ${step} is not in an object`);
      node = (node.shape as Record<string, z.ZodTypeAny>)[step]!;
      if (!node) throw new Error(`${path}: no field ${step}`);
      if (raw.endsWith('[]')) {
        while (node instanceof z.ZodOptional || node instanceof z.ZodNullable) node = node.unwrap() as z.ZodTypeAny;
        node = (node as z.ZodArray<z.ZodTypeAny>).element;
      }
    }
    return node;
  }

  it('declares only fields that exist, each of a kind whose placeholder its schema accepts', () => {
    const declared = domainEventDefinitions.filter((d) => d.personal.length > 0);
    expect(declared.map((d) => d.type)).toEqual(
      expect.arrayContaining(['UserRegistered', 'MessageSent', 'ForumPostCreated', 'ReviewSubmitted']),
    );
    for (const def of declared) {
      const data = (def.schema.shape as { data: z.ZodTypeAny }).data;
      for (const group of def.personal) {
        for (const [path, kind] of Object.entries(group.fields)) {
          const field = schemaAt(data, path);
          const result = field.safeParse(PERSONAL_PLACEHOLDERS[kind]);
          expect(result.success, `${def.type}.${path} (${kind}) refuses its placeholder`).toBe(true);
        }
      }
    }
  });

  const keysFor = (owners: Record<string, Buffer | null>): Map<string, OwnerKey> =>
    new Map(Object.entries(owners).map(([owner, key]) => [owner, { keyId: randomUUID(), key }]));
  const ringOf = (keys: Map<string, OwnerKey>): KeyRing => {
    const byId = new Map([...keys.values()].map((k) => [k.keyId, k.key]));
    return { get: (id) => byId.get(id) ?? null };
  };
  const protection = new PersonalDataProtection(domainEvents, {} as DataKeys);

  it('seals each owner’s fields with their own key, leaves ids and non-personal fields, and opens them again', () => {
    const data = {
      ...{ subjectType: 'forum_post', subjectId: randomUUID(), reportId: randomUUID(), parentId: null, reason: 'spam' },
      reporterId: 'reporter',
      subjectAuthorId: 'author',
      excerpt: 'what the author wrote',
      details: 'what the reporter says',
      filedAt: new Date().toISOString(),
    };
    const keys = keysFor({ reporter: newDataKey(), author: newDataKey() });
    expect(protection.ownersOf('ReportFiled', data, metadata('reporter'))).toEqual(['reporter', 'author']);
    const { data: sealed, sealed: count } = protection.sealData('ReportFiled', data, metadata('reporter'), keys);
    expect(count).toBe(2);
    const s = sealed as typeof data;
    expect(sealedKeyId(s.details)).toBe(keys.get('reporter')!.keyId);
    expect(sealedKeyId(s.excerpt)).toBe(keys.get('author')!.keyId);
    expect({ ...s, details: 0, excerpt: 0 }).toEqual({ ...data, details: 0, excerpt: 0 });
    expect(data.details).toBe('what the reporter says'); // the input is not changed
    // Sealing again seals nothing more.
    expect(protection.sealData('ReportFiled', sealed, metadata('reporter'), keys).sealed).toBe(0);

    const ids = new Set<string>();
    protection.keyIdsOfText('ReportFiled', JSON.stringify(sealed), ids);
    expect([...ids].sort()).toEqual([keys.get('reporter')!.keyId, keys.get('author')!.keyId].sort());
    expect(protection.open('ReportFiled', sealed, ringOf(keys))).toEqual(data);

    // The author erased: their excerpt reads as the placeholder, the reporter's text still opens.
    const erased = new Map(keys);
    erased.set('author', { ...keys.get('author')!, key: null });
    expect(protection.open('ReportFiled', structuredClone(sealed), ringOf(erased))).toEqual({ ...data, excerpt: '[removed]' });
  });

  it('writes a destroyed owner’s fields as placeholders, and leaves events without an owner or without personal fields alone', () => {
    const registered = { userId: 'u1', email: 'a@b.co', firstName: 'Ada', lastName: null, profileImageUrl: null, userType: 'client' };
    const out = protection.sealData('UserRegistered', registered, metadata('u1'), keysFor({ u1: null })).data;
    expect(out).toEqual({ ...registered, email: PERSONAL_PLACEHOLDERS.email, firstName: 'Former member' });
    expect(domainEvents.decode('UserRegistered', 1, out)).toMatchObject({ data: out });

    const edited = { postId: randomUUID(), title: 't', content: 'c', category: 'x', tags: [], editedAt: 'now' };
    expect(protection.sealData('ForumPostEdited', edited, metadata(null), keysFor({})).data).toBe(edited);
    const views = { postId: randomUUID(), count: 1, totalViews: 1, recordedAt: 'now' };
    expect(protection.sealData('BlogPostViewsRecorded', views, metadata('u1'), keysFor({ u1: newDataKey() })).data).toBe(views);
  });

  it('refuses to open with a key the read did not fetch (never a silent placeholder)', () => {
    const keys = keysFor({ s: newDataKey() });
    const sent = { messageId: randomUUID(), senderId: 's', receiverId: 'r', projectId: null, content: 'hi', sentAt: 'now' };
    const sealed = protection.sealData('MessageSent', sent, metadata('s'), keys).data;
    expect(() =>
      protection.open('MessageSent', sealed, {
        get: () => {
          throw new Error('not fetched');
        },
      }),
    ).toThrow('not fetched');
  });
});
