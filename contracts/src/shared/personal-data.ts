import type { EventMetadata } from './metadata.ts';

/**
 * Which fields of an event's payload are a person's personal data, and whose (crypto-shredding:
 * docs/decisions/0059-crypto-shredding.md). The event store encrypts these fields with the owner's
 * data key before it appends and decrypts them when it reads; once the owner's key is destroyed
 * they read as the kind's placeholder.
 */

/** What a personal field holds; it decides the placeholder read once the owner's key is destroyed. */
export type PersonalKind = 'name' | 'lastName' | 'text' | 'email' | 'phone';

/**
 * What an erased person's fields read as. Each passes the schemas of the fields it stands in for
 * (the registry's unit test checks every declared field): e-mail fields take an address in the
 * reserved `.invalid` domain; the only phone field is nullable, so it reads as null.
 */
export const PERSONAL_PLACEHOLDERS: Readonly<Record<PersonalKind, string | null>> = {
  name: 'Former member',
  /** A surname next to a `name` field: null, so the two read "Former member", not twice over. */
  lastName: null,
  text: '[removed]',
  email: 'former-member@erased.invalid',
  phone: null,
};

/**
 * One owner's fields of an event. `owner` finds the person (a user id) in the payload or the
 * metadata; null: no person (a system event), and the fields are stored as they are. `fields` maps a
 * path in the payload (dots between object keys, `[]` for every element of an array:
 * `changes.title`, `items[].note`) to its kind. A field that is absent or null is left as it is.
 * Paths are those of the type's current schema and must name the same fields in every stored
 * version (the upcasters so far only add fields).
 */
export interface PersonalFields {
  owner: (data: Record<string, unknown>, metadata: EventMetadata) => string | null;
  fields: Readonly<Record<string, PersonalKind>>;
}

/** The owner is a user id in the payload. */
export const ownedBy =
  (field: string) =>
  (data: Record<string, unknown>): string | null =>
    typeof data[field] === 'string' && data[field] !== '' ? data[field] : null;

/** The owner is whoever appended the event (edits carry no author id: the author makes them). */
export const ownedByActor = (_data: Record<string, unknown>, metadata: EventMetadata): string | null => metadata.actorId ?? null;

/**
 * The owner is the author the payload names (`field`), whoever made the change (an admin editing
 * someone's text seals it with the author's key); whoever appended the event when it names nobody
 * (versions from before the author was named, when only the author could make the change).
 */
export const ownedByAuthor =
  (field: string) =>
  (data: Record<string, unknown>, metadata: EventMetadata): string | null =>
    ownedBy(field)(data) ?? ownedByActor(data, metadata);

/** `personal(ownedBy('senderId'), { content: 'text' })`. */
export const personal = (owner: PersonalFields['owner'], fields: PersonalFields['fields']): PersonalFields => ({ owner, fields });

/** Every value at `path` (see PersonalFields), with a setter for each; absent and null values are skipped. */
export function visitPath(data: unknown, path: string, visit: (value: unknown, set: (v: unknown) => void) => void): void {
  const steps = path.split('.');
  const walk = (node: unknown, i: number): void => {
    if (node === null || typeof node !== 'object') return;
    const raw = steps[i]!;
    const each = raw.endsWith('[]');
    const key = each ? raw.slice(0, -2) : raw;
    const obj = node as Record<string, unknown>;
    const value = obj[key];
    if (value === undefined || value === null) return;
    const last = i === steps.length - 1;
    if (each) {
      if (!Array.isArray(value)) return;
      for (let j = 0; j < value.length; j++) {
        if (last) {
          if (value[j] !== null && value[j] !== undefined) visit(value[j], (v) => (value[j] = v));
        } else walk(value[j], i + 1);
      }
    } else if (last) {
      visit(value, (v) => (obj[key] = v));
    } else {
      walk(value, i + 1);
    }
  };
  walk(data, 0);
}
