import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for article HTML, applied on write: what is stored is what this returns.
 * Anything not listed (script, style, iframe, forms, event handlers, classes, inline styles) is
 * dropped; links and images may only point where a reader is safe.
 */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'code',
  'pre',
  'hr',
];

/** Our own uploads (random names the upload endpoint chose), or any http(s) image. */
const IMAGE_SRC = /^(https?:\/\/[^\s"'<>]+|\/uploads\/[A-Za-z0-9_-]+\.(png|jpe?g|webp|gif))$/i;

/** Links keep http, https and mailto addresses, or a path on this site. */
const LINK_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;

const renameTo =
  (tagName: string): sanitizeHtml.Transformer =>
  (_tag, attribs) => ({ tagName, attribs });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Their text is code or markup, never prose a reader should see.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'xmp',
    'noembed',
    'noframes',
    'template',
    'title',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    h1: renameTo('h2'),
    h5: renameTo('h4'),
    h6: renameTo('h4'),
    b: renameTo('strong'),
    i: renameTo('em'),
    strike: renameTo('s'),
    del: renameTo('s'),
    a: (_tag, attribs) => ({
      tagName: 'a',
      attribs: { ...pick(attribs, ['href', 'title']), target: '_blank', rel: 'noopener noreferrer' },
    }),
    img: (_tag, attribs) => ({
      tagName: 'img',
      attribs: { ...pick(attribs, ['src', 'alt', 'title', 'width', 'height']), loading: 'lazy', decoding: 'async' },
    }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'a' && frame.attribs.href !== undefined && !LINK_HREF.test(frame.attribs.href) && !frame.text.trim()),
};

function pick(attribs: sanitizeHtml.Attributes, names: string[]): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const name of names) if (attribs[name] !== undefined) out[name] = attribs[name];
  return out;
}

/** Removes an href that is not http(s), mailto or a site path, keeping the link text. */
function dropUnsafeHrefs(html: string): string {
  return html.replace(/<a href="([^"]*)"/g, (whole, href: string) => (LINK_HREF.test(decode(href)) ? whole : '<a'));
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

export function sanitizeBlogHtml(html: string): string {
  return dropUnsafeHrefs(sanitizeHtml(html, OPTIONS)).trim();
}

/** Whether sanitised HTML still says anything: text or at least one image. */
export function hasVisibleContent(sanitized: string): boolean {
  if (/<img\b/i.test(sanitized)) return true;
  return sanitized.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') !== '';
}
