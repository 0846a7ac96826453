/** Escaping for what the server writes into HTML and XML itself. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or a double-quoted attribute value in HTML. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Characters XML 1.0 does not allow at all (control characters other than tab, newline, return). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export const escapeXml = (value: string): string => escapeHtml(value.replace(NOT_XML, ''));

/**
 * JSON inside <script type="application/ld+json">: no "</script>", no comment openers, no line
 * separators a parser could trip on.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
