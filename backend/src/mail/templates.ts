/**
 * The e-mails' look: one responsive MJML layout (decision 0065), compiled to HTML once per process
 * with placeholders, then filled per mail with escaped text. Every mail has a plain-text part too.
 * Colours and font are the web app's (frontend/src/styles/theme.ts).
 */
import mjml2html from 'mjml';

const brand = '#0f3d4a';
const bg = '#f7f5f0';
const text = '#17232b';
const muted = '#55636d';
const font = "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

const LAYOUT = `<mjml>
  <mj-head>
    <mj-title>{{subject}}</mj-title>
    <mj-preview>{{preview}}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${font}" />
      <mj-text color="${text}" font-size="16px" line-height="1.5" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${bg}">
    <mj-section padding="24px 0 8px">
      <mj-column><mj-text font-size="22px" font-weight="700" color="${brand}">TradeGuild</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="12px" padding="24px 8px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700">{{heading}}</mj-text>
        <mj-text>{{body}}</mj-text>
        <mj-button background-color="${brand}" color="#ffffff" border-radius="8px" font-weight="600" href="{{link}}">{{action}}</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 0">
      <mj-column>
        <mj-text font-size="13px" color="${muted}">{{footer}}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

let compiled: Promise<string> | null = null;

/** The layout as HTML, compiled on first use (MJML 5 compiles asynchronously). */
function layout(): Promise<string> {
  compiled ??= (mjml2html as unknown as (m: string, o: object) => Promise<{ html: string; errors: unknown[] }>)(LAYOUT, {
    validationLevel: 'strict',
  }).then((r) => r.html);
  return compiled;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface MailContent {
  subject: string;
  heading: string;
  /** Paragraphs of plain text; items ({ text, link }) are listed with their own links (the digest). */
  paragraphs: string[];
  items?: { group: string; text: string; link: string }[];
  /** Absolute URL of the page concerned. */
  link: string;
  action: string;
  /** Absolute URL of the unsubscribe page for this mail's kind, and what it turns off. */
  unsubscribeUrl: string;
  unsubscribeWhat: string;
  settingsUrl: string;
}

export async function render(c: MailContent): Promise<{ html: string; text: string }> {
  const groups = new Map<string, { text: string; link: string }[]>();
  for (const i of c.items ?? []) groups.set(i.group, [...(groups.get(i.group) ?? []), i]);
  const bodyHtml = [
    ...c.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`),
    ...[...groups].map(
      ([group, items]) =>
        `<p style="margin:16px 0 6px;font-weight:700">${escapeHtml(group)}</p><ul style="margin:0;padding-left:20px">${items
          .map((i) => `<li style="margin:0 0 6px"><a href="${escapeHtml(i.link)}" style="color:#1f5fa8">${escapeHtml(i.text)}</a></li>`)
          .join('')}</ul>`,
    ),
  ].join('');
  const footer =
    `You receive this because of your TradeGuild account. ` +
    `<a href="${escapeHtml(c.unsubscribeUrl)}" style="color:${muted}">Unsubscribe from ${escapeHtml(c.unsubscribeWhat.toLowerCase())}</a> · ` +
    `<a href="${escapeHtml(c.settingsUrl)}" style="color:${muted}">Choose which e-mails you get</a>`;
  const values: Record<string, string> = {
    subject: escapeHtml(c.subject),
    preview: escapeHtml(c.paragraphs[0] ?? c.heading),
    heading: escapeHtml(c.heading),
    body: bodyHtml,
    link: escapeHtml(c.link),
    action: escapeHtml(c.action),
    footer,
  };
  // One pass over the compiled layout: a value is never scanned for placeholders again.
  const html = (await layout()).replace(/\{\{(\w+)\}\}/g, (m, k: string) => values[k] ?? m);
  const text = [
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...[...groups].flatMap(([group, items]) => [group, ...items.map((i) => `- ${i.text}\n  ${i.link}`), '']),
    `${c.action}: ${c.link}`,
    '',
    '--',
    `Unsubscribe from ${c.unsubscribeWhat.toLowerCase()}: ${c.unsubscribeUrl}`,
    `Choose which e-mails you get: ${c.settingsUrl}`,
  ].join('\n');
  return { html, text };
}
