/**
 * `JSON.stringify(JSON.parse(text))` for a jsonb value's text form, without building the value
 * (the audit export writes hundreds of thousands of these; parsing each into objects only to write
 * it back cost as much garbage collection as work).
 *
 * jsonb prints a canonical form: no whitespace but one space after each `,` and `:` between
 * tokens, strings escaped exactly as JSON.stringify escapes them (`\"`, `\\`, `\b`, `\f`, `\n`,
 * `\r`, `\t`, other control characters as lowercase `\u00xx`; PostgreSQL stores no unpaired
 * surrogate), so dropping those spaces gives JSON.stringify's bytes, with two exceptions this
 * answers `undefined` for (the caller then parses and stringifies):
 *  - a number JavaScript would write differently (`1.50`, `1000000000000000000000`, `-0`);
 *  - an object key that starts with a digit: JavaScript moves integer-like keys to the front.
 */
export function compactJsonbText(text: string): string | undefined {
  const n = text.length;
  let out = '';
  let start = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      const first = text.charCodeAt(i + 1);
      i++;
      for (;;) {
        if (i >= n) return undefined;
        const d = text.charCodeAt(i);
        if (d === 34) break;
        i += d === 92 /* \ */ ? 2 : 1;
      }
      i++;
      if (text.charCodeAt(i) === 58 /* : */ && first >= 48 && first <= 57) return undefined;
    } else if (c === 44 /* , */ || c === 58 /* : */) {
      i++;
      if (text.charCodeAt(i) === 32) {
        out += text.slice(start, i);
        start = ++i;
      }
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      const from = i;
      let plain = true;
      for (; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 44 || d === 93 /* ] */ || d === 125 /* } */) break;
        if (d < 48 || d > 57) plain = i === from && d === 45 ? plain : false;
      }
      const digits = i - from - (c === 45 ? 1 : 0);
      const lead = text.charCodeAt(c === 45 ? from + 1 : from);
      // A plain integer below 2^53, without a leading zero and not -0, is written back unchanged.
      const unchanged = plain && digits >= 1 && digits <= 15 && (lead !== 48 || (digits === 1 && c !== 45));
      if (!unchanged) {
        const token = text.slice(from, i);
        if (String(Number(token)) !== token) return undefined;
      }
    } else {
      i++;
    }
  }
  return start === 0 ? text : out + text.slice(start);
}
