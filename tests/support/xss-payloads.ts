/**
 * Script-injection payloads for every user-writable text field. Each one, if it ran, would call
 * alert() (seen by the browser test's dialog listener) or set window.__xss.
 */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '<svg onload=alert(3)>',
  '"><script>window.__xss=4</script>',
  "'><img src=x onerror=window.__xss=5>",
  'javascript:alert(6)',
  '<a href="javascript:alert(7)">click</a>',
  '<iframe srcdoc="<script>parent.alert(8)</script>"></iframe>',
  '<body onload=alert(9)>',
  '<details open ontoggle=alert(10)>',
  '{{constructor.constructor("alert(11)")()}}',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(12)>',
  '<input autofocus onfocus=alert(13)>',
  '\u003cimg src=x onerror=alert(14)\u003e',
  '<a href="data:text/html,<script>alert(15)</script>">x</a>',
];

/** A payload-bearing text for a field with a length limit. */
export const payload = (i: number, max = 500) => `XSS${i} ${XSS_PAYLOADS[i % XSS_PAYLOADS.length]!}`.slice(0, max);
