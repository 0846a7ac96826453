import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { hasVisibleContent, sanitizeBlogHtml } from './sanitize.ts';

/** Known filter-evasion payloads (OWASP XSS filter evasion cheat sheet and mXSS write-ups). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="java\nscript:alert(1)">newline</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="  JAVASCRIPT:alert(1)">upper</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=https://xss.example/xss.js?< B >',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<p style="x:expression(alert(1))">styled</p>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td>x</td></tr></TABLE>',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TABLE>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<h2 onclick=alert(1)>head</h2>',
  '<IMG SRC="https://ok.example/a.png" onerror="alert(1)">',
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<template><img src=x onerror=alert(1)></template>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<a href="javascript&colon;alert(1)">colon entity</a>',
];

const DANGEROUS_URL = /^(javascript|data|vbscript):/i;
const ALLOWED = new Set([
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
]);

function elements(nodes: ChildNode[]): Element[] {
  return nodes.flatMap((n) => ('attribs' in n ? [n, ...elements(n.children)] : 'children' in n ? elements(n.children as ChildNode[]) : []));
}

/** Reads the output as a browser-like parser does and reports anything that could run. */
function problems(html: string): string[] {
  const found: string[] = [];
  if (/<\s*script/i.test(html)) found.push('script tag');
  if (/javascript\s*:|vbscript\s*:|data\s*:\s*text/i.test(html)) found.push('dangerous scheme in text');
  for (const el of elements(parseDocument(html).children)) {
    if (!ALLOWED.has(el.name)) found.push(`element ${el.name}`);
    for (const [name, value] of Object.entries(el.attribs)) {
      if (/^on/i.test(name)) found.push(`handler ${name}`);
      if (name === 'style' || name === 'srcdoc' || name === 'formaction') found.push(`attribute ${name}`);
      // eslint-disable-next-line no-control-regex
      if (DANGEROUS_URL.test(value.replace(/[\u0000-\u0020]/g, ''))) found.push(`url ${name}=${value}`);
    }
  }
  return found;
}

describe('sanitizeBlogHtml against known XSS payloads', () => {
  it('is tested with at least 40 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(PAYLOADS)('%s leaves nothing that runs', (payload) => {
    const out = sanitizeBlogHtml(payload);
    expect(problems(out), out).toEqual([]);
    expect(problems(sanitizeBlogHtml(`<p>before</p>${payload}<p>after</p>`))).toEqual([]);
  });

  it('the checker itself catches what it must', () => {
    expect(problems('<img src=x onerror=alert(1)>')).toContain('handler onerror');
    expect(problems('<a href=" javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(problems('<iframe></iframe>')).toContain('element iframe');
  });
});

describe('sanitizeBlogHtml keeps an article', () => {
  it('keeps headings, text formatting, lists, quotes, tables, code and rules', () => {
    const html =
      '<h2>Plan</h2><h3>Step</h3><h4>Detail</h4><p>Use <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s><br>next</p>' +
      '<blockquote><p>quote</p></blockquote><ul><li>a</li></ul><ol start="3"><li>b</li></ol>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>c</td><td>d</td></tr></tbody></table><pre><code>x &lt; y</code></pre><hr>';
    expect(sanitizeBlogHtml(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('opens links in a new tab without giving the page away, and keeps only safe addresses', () => {
    expect(sanitizeBlogHtml('<a href="https://www.gassaferegister.co.uk">Gas Safe</a>')).toBe(
      '<a href="https://www.gassaferegister.co.uk" target="_blank" rel="noopener noreferrer">Gas Safe</a>',
    );
    expect(sanitizeBlogHtml('<a href="mailto:hello@tradeguild.co.uk">mail</a>')).toContain('href="mailto:hello@tradeguild.co.uk"');
    expect(sanitizeBlogHtml('<a href="/search">find</a>')).toContain('href="/search"');
    expect(sanitizeBlogHtml('<a href="//evil.example">x</a>')).not.toContain('evil');
    expect(sanitizeBlogHtml('<a href="ftp://files.example">x</a>')).not.toContain('ftp:');
  });

  it('keeps http(s) and uploaded images with their alt text, loading lazily', () => {
    expect(sanitizeBlogHtml('<img src="/uploads/1f2e-3d.png" alt="New boiler">')).toBe(
      '<img src="/uploads/1f2e-3d.png" alt="New boiler" loading="lazy" decoding="async" />',
    );
    expect(sanitizeBlogHtml('<img src="https://images.example/boiler.jpg" alt="b">')).toContain('src="https://images.example/boiler.jpg"');
    expect(sanitizeBlogHtml('<img src="/etc/passwd.png">')).toBe('');
    expect(sanitizeBlogHtml('<img src="/uploads/../x.png">')).toBe('');
  });

  it('maps other headings and tags onto the allowed ones', () => {
    expect(sanitizeBlogHtml('<h1>a</h1><h6>b</h6><b>c</b><i>d</i><del>e</del>')).toBe(
      '<h2>a</h2><h4>b</h4><strong>c</strong><em>d</em><s>e</s>',
    );
  });

  it('knows when nothing visible is left', () => {
    expect(hasVisibleContent(sanitizeBlogHtml('<script>alert(1)</script><p> &nbsp; </p>'))).toBe(false);
    expect(hasVisibleContent(sanitizeBlogHtml('<p>Hello</p>'))).toBe(true);
    expect(hasVisibleContent(sanitizeBlogHtml('<img src="/uploads/a.png" alt="">'))).toBe(true);
  });
});
