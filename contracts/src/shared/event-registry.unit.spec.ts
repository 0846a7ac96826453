import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { domainEventDefinitions, domainEvents } from '../events.ts';
import { createEventRegistry, defineEvent, EventSchemaError } from './event-registry.ts';

const v1Profile = {
  tradesmanId: '0b5f7a9e-6c1d-4b8e-9f2a-3d4c5b6a7e80',
  businessName: 'Whitfield Electrical',
  description: null,
  location: 'Leeds',
  postcode: 'LS6 2AB',
  outcode: 'LS6',
  phone: null,
  website: null,
  yearsExperience: 14,
  hourlyRate: 48,
  specializations: [],
  certifications: [],
  equipment: [],
  availability: 'available',
  tradeCategories: ['electrician'],
  responseTime: null,
  updatedAt: '2025-06-01T09:30:00.000Z',
};

describe('the domain event registry', () => {
  it('lifts a version 1 profile event to version 2 with the default service radius', () => {
    const event = domainEvents.decode('TradesmanProfileUpdated', 1, v1Profile);
    expect(event).toMatchObject({
      type: 'TradesmanProfileUpdated',
      data: { businessName: 'Whitfield Electrical', serviceRadiusMiles: 25, userId: null },
    });
  });

  it('reads a version 2 event as stored, keeping its own radius', () => {
    const event = domainEvents.decode('TradesmanProfileCreated', 2, {
      ...v1Profile,
      updatedAt: undefined,
      userId: 'u1',
      createdAt: v1Profile.updatedAt,
      serviceRadiusMiles: 40,
    });
    expect(event.data).toMatchObject({ serviceRadiusMiles: 40, userId: 'u1' });
  });

  it('writes new events with the current version, checked against its schema', () => {
    expect(domainEvents.currentVersion('TradesmanProfileUpdated')).toBe(3);
    expect(domainEvents.currentVersion('MessageSent')).toBe(1);
    const current = { ...v1Profile, serviceRadiusMiles: 30, userId: 'u1' };
    expect(domainEvents.encode({ type: 'TradesmanProfileUpdated', data: current }).schemaVersion).toBe(3);
    expect(() => domainEvents.encode({ type: 'TradesmanProfileUpdated', data: v1Profile })).toThrow(EventSchemaError);
  });

  it('refuses a stored event that does not fit its schema, or that newer code wrote', () => {
    expect(() => domainEvents.decode('MessageSent', 1, { content: 42 })).toThrow(EventSchemaError);
    expect(() => domainEvents.decode('MessageSent', 2, {})).toThrow(/newer than this code knows/);
  });

  it('hands an event stored at the current version to the audit as stored, and still lifts and checks older ones', () => {
    const message = { messageId: '0b5f7a9e-6c1d-4b8e-9f2a-3d4c5b6a7e80', content: 'Hi' };
    // Not parsed: what was stored is what the audit shows (encode checked it on the way in).
    expect(domainEvents.storedAsIs('MessageSent', 1)).toBe(true);
    expect(domainEvents.decodeStored('MessageSent', 1, message)).toEqual({ type: 'MessageSent', data: message });
    expect(domainEvents.decodeStored('MessageSent', 1, message).data).toBe(message);
    // decode, for commands and projections, still checks every event.
    expect(() => domainEvents.decode('MessageSent', 1, message)).toThrow(EventSchemaError);
    // An older version is lifted by its upcasters and parsed by the current schema.
    expect(domainEvents.storedAsIs('TradesmanProfileUpdated', 1)).toBe(false);
    expect(domainEvents.decodeStored('TradesmanProfileUpdated', 1, v1Profile).data).toMatchObject({ serviceRadiusMiles: 25 });
    expect(() => domainEvents.decodeStored('TradesmanProfileUpdated', 1, { ...v1Profile, businessName: 7 })).toThrow(EventSchemaError);
    expect(() => domainEvents.decodeStored('MessageSent', 2, message)).toThrow(/newer than this code knows/);
    expect(domainEvents.storedAsIs('SomethingElse', 7)).toBe(true);
  });

  it('has event schemas that only check and strip, so parsing a parsed event again changes nothing', () => {
    // decodeStored trusts an event at the current version because encode stored the output of this
    // very schema, and parsing that output again is the identity only if no part of the schema
    // rewrites values. A transform, a preprocess, a pipe or a coercion in an event schema would make
    // that trust unsound: give the type a new version with an upcaster instead.
    const rewriting: string[] = [];
    const walk = (schema: z.ZodTypeAny, path: string): void => {
      const def = schema._def as { typeName: string; coerce?: boolean; effect?: { type: string } } & Record<string, unknown>;
      switch (def.typeName) {
        case 'ZodObject':
          for (const [k, v] of Object.entries((schema as z.AnyZodObject).shape)) walk(v as z.ZodTypeAny, `${path}.${k}`);
          return;
        case 'ZodArray':
          return walk(def.type as z.ZodTypeAny, `${path}[]`);
        case 'ZodOptional':
        case 'ZodNullable':
        case 'ZodDefault':
        case 'ZodReadonly':
          return walk(def.innerType as z.ZodTypeAny, path);
        case 'ZodBranded':
          return walk(def.type as z.ZodTypeAny, path);
        case 'ZodUnion':
        case 'ZodDiscriminatedUnion':
          for (const [i, o] of [...(def.options as Iterable<z.ZodTypeAny>)].entries()) walk(o, `${path}|${i}`);
          return;
        case 'ZodRecord':
          return walk(def.valueType as z.ZodTypeAny, `${path}{}`);
        case 'ZodTuple':
          for (const [i, o] of (def.items as z.ZodTypeAny[]).entries()) walk(o, `${path}[${i}]`);
          return;
        case 'ZodEffects':
          if (def.effect?.type !== 'refinement') rewriting.push(`${path} (${def.effect?.type})`);
          return walk(def.schema as z.ZodTypeAny, path);
        case 'ZodString':
        case 'ZodNumber':
        case 'ZodBoolean':
        case 'ZodBigInt':
        case 'ZodDate':
          if (def.coerce) rewriting.push(`${path} (coerce)`);
          return;
        case 'ZodLiteral':
        case 'ZodEnum':
        case 'ZodNativeEnum':
        case 'ZodNull':
        case 'ZodUnknown':
        case 'ZodAny':
          return;
        default:
          rewriting.push(`${path} (${def.typeName}: not known to this check)`);
      }
    };
    expect(domainEventDefinitions.length).toBeGreaterThan(30);
    for (const d of domainEventDefinitions) walk(d.schema, d.type);
    expect(rewriting).toEqual([]);
    // The check can fail.
    const before = rewriting.length;
    walk(
      z.object({ a: z.string().transform((s) => s.toUpperCase()), b: z.preprocess(String, z.string()), c: z.coerce.number() }),
      'Sample',
    );
    expect(rewriting.slice(before)).toEqual(['Sample.a (transform)', 'Sample.b (preprocess)', 'Sample.c (coerce)']);
  });

  it('passes through event types it does not know', () => {
    expect(domainEvents.decode('SomethingElse', 7, { a: 1 })).toEqual({ type: 'SomethingElse', data: { a: 1 } });
    expect(domainEvents.knows('SomethingElse')).toBe(false);
  });
});

describe('defineEvent and createEventRegistry', () => {
  const schema = z.object({ type: z.literal('Renamed'), data: z.object({ fullName: z.string(), title: z.string() }) });

  it('chains upcasters from the stored version to the current one', () => {
    const registry = createEventRegistry([
      defineEvent(schema, {
        version: 3,
        upcasters: {
          1: ({ name, ...rest }) => ({ ...rest, fullName: name }),
          2: (data) => ({ title: 'Mx', ...data }),
        },
      }),
    ]);
    expect(registry.decode('Renamed', 1, { name: 'Sam' })).toEqual({ type: 'Renamed', data: { fullName: 'Sam', title: 'Mx' } });
    expect(registry.decode('Renamed', 2, { fullName: 'Sam' })).toEqual({ type: 'Renamed', data: { fullName: 'Sam', title: 'Mx' } });
    expect(registry.decode('Renamed', 3, { fullName: 'Sam', title: 'Dr' })).toEqual({
      type: 'Renamed',
      data: { fullName: 'Sam', title: 'Dr' },
    });
  });

  it('will not define a version without an upcaster for every older one', () => {
    expect(() => defineEvent(schema, { version: 2 })).toThrow(/no upcaster from version 1/);
  });

  it('will not register one type twice', () => {
    expect(() => createEventRegistry([defineEvent(schema), defineEvent(schema)])).toThrow(/defined twice/);
  });
});
