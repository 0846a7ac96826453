/** UK postcode shapes, checked after spaces are removed and letters upper-cased. */
const FULL_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/;
const OUTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

export interface NormalisedPostcode {
  /** 'SW1A 2AA' for a full postcode, 'SW1A' for an outcode. */
  postcode: string;
  outcode: string;
  full: boolean;
}

/**
 * 'sw1a2aa', 'SW1A 2AA' and ' Sw1a  2aa ' all become 'SW1A 2AA' (outcode 'SW1A'); 'ls6' becomes 'LS6'.
 * Returns null when the text has neither shape (an area name such as 'Leeds').
 * Whether the outcode exists is checked against the outcode table by the server.
 */
export function normalisePostcode(input: string): NormalisedPostcode | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (FULL_POSTCODE.test(compact)) {
    const outcode = compact.slice(0, -3);
    return { postcode: `${outcode} ${compact.slice(-3)}`, outcode, full: true };
  }
  if (OUTCODE.test(compact)) return { postcode: compact, outcode: compact, full: false };
  return null;
}

/**
 * A postcode in a location as people type it: the whole text ('ls6 2ab'), or at its end after a
 * place name ('Leeds LS6', 'Headingley, LS6 2AB'). Null when there is none.
 */
export function postcodeInLocation(text: string): NormalisedPostcode | null {
  const words = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const candidates = [text, words.slice(-2).join(''), words.at(-1) ?? ''];
  for (const candidate of candidates) {
    const found = candidate ? normalisePostcode(candidate) : null;
    if (found) return found;
  }
  return null;
}
