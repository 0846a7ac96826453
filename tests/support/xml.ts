/**
 * A small, strict XML reader for tests: it refuses anything that is not well-formed (unbalanced
 * or crossed tags, unquoted or repeated attributes, a bare '&' or '<' in text, an unknown entity,
 * characters XML forbids, more than one root) and returns the tree with entities decoded.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

function decode(raw: string, where: number): string {
  if (raw.includes('<')) throw new Error(`bare '<' near ${where}`);
  return raw.replace(/&([^;]*);|&/g, (whole, name: string | undefined) => {
    if (name === undefined) throw new Error(`bare '&' near ${where}`);
    if (/^#x[0-9a-f]+$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`unknown entity &${name}; near ${where}`);
    return value;
  });
}

function readAttributes(source: string, start: number): { attrs: Record<string, string>; end: number; selfClosing: boolean } {
  const attrs: Record<string, string> = {};
  let i = start;
  for (;;) {
    while (/\s/.test(source[i] ?? '')) i++;
    if (source.startsWith('/>', i)) return { attrs, end: i + 2, selfClosing: true };
    if (source[i] === '>') return { attrs, end: i + 1, selfClosing: false };
    const name = NAME.exec(source.slice(i))?.[0];
    if (!name) throw new Error(`bad attribute near ${i}`);
    i += name.length;
    const m = /^\s*=\s*(["'])/.exec(source.slice(i));
    if (!m) throw new Error(`attribute ${name} is not quoted near ${i}`);
    i += m[0].length;
    const close = source.indexOf(m[1]!, i);
    if (close < 0) throw new Error(`unterminated attribute ${name}`);
    if (name in attrs) throw new Error(`attribute ${name} repeated`);
    attrs[name] = decode(source.slice(i, close), i);
    i = close + 1;
  }
}

export function parseXml(source: string): XmlElement {
  if (FORBIDDEN.test(source)) throw new Error('a character XML does not allow');
  let i = source.startsWith('<?xml') ? source.indexOf('?>') + 2 : 0;
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const text = source.slice(i, lt < 0 ? source.length : lt);
    if (text.trim()) {
      if (stack.length === 1) throw new Error(`text outside the root near ${i}`);
      stack.at(-1)!.children.push(decode(text, i));
    }
    if (lt < 0) break;
    if (source.startsWith('<!--', lt)) {
      i = source.indexOf('-->', lt) + 3;
      if (i < 3) throw new Error('unterminated comment');
      continue;
    }
    if (source.startsWith('</', lt)) {
      const m = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(source.slice(lt));
      const open = stack.pop();
      if (!m || !open || open.name !== m[1]) throw new Error(`closing tag ${m?.[1]} does not match ${open?.name} near ${lt}`);
      i = lt + m[0].length;
      continue;
    }
    const name = NAME.exec(source.slice(lt + 1))?.[0];
    if (!name) throw new Error(`bad tag near ${lt}`);
    if (stack.length === 1 && root.children.length) throw new Error('more than one root element');
    const { attrs, end, selfClosing } = readAttributes(source, lt + 1 + name.length);
    const element: XmlElement = { name, attrs, children: [] };
    stack.at(-1)!.children.push(element);
    if (!selfClosing) stack.push(element);
    i = end;
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack.at(-1)!.name}>`);
  const [only] = root.children;
  if (!only || typeof only === 'string') throw new Error('no root element');
  return only;
}

/** Every element named `name` under `el`, depth first. */
export function findAll(el: XmlElement, name: string): XmlElement[] {
  return el.children.flatMap((c) => (typeof c === 'string' ? [] : [...(c.name === name ? [c] : []), ...findAll(c, name)]));
}

export const textOf = (el: XmlElement | undefined): string =>
  el ? el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('') : '';
