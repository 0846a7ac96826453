import type { EventDecoder } from '../event-decoder.ts';
import type { KeyRing } from './data-keys.ts';
import type { PersonalDataProtection } from './personal-data.ts';

/** A decoder that opens sealed personal fields with `ring` before it decodes (crypto-shredding). */
export function openingDecoder(decoder: EventDecoder, protection: PersonalDataProtection | null, ring: KeyRing): EventDecoder {
  if (!protection) return decoder;
  return {
    ...decoder,
    decode: (type, v, data) => decoder.decode(type, v, protection.open(type, data, ring)),
    decodeStored: (type, v, data) => {
      const opened = protection.open(type, data, ring);
      return decoder.decodeStored ? decoder.decodeStored(type, v, opened) : decoder.decode(type, v, opened);
    },
    // An opened payload is never the stored one.
    storedAsIs: (type, v) => !protection.applies(type) && (decoder.storedAsIs?.(type, v) ?? false),
  };
}
