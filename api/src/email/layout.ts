// Every email is a list of blocks rendered twice, as plain text and as HTML that reads well on a
// phone (one column, 16 px text, links as large buttons). Whatever a customer or guest typed goes
// into a block as text and is escaped here, in one place: no template writes HTML itself.

/** Label and value, shown as a two-column table in HTML and as "Label: value" in text. */
export type Fact = readonly [label: string, value: string];

export interface EmailLink {
  label: string;
  url: string;
}

export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'facts'; title?: string; rows: readonly Fact[] }
  | { type: 'links'; links: readonly EmailLink[] }
  /** Short sentences as a bulleted list (what an edit changed). */
  | { type: 'list'; title: string; items: readonly string[] }
  /** Text typed by someone (a contact message, a customer's notes), its line breaks kept. */
  | { type: 'quote'; title?: string; text: string };

export interface EmailContent {
  subject: string;
  /** The line a mail program shows after the subject in its list. */
  preview: string;
  blocks: readonly Block[];
  /** Small print at the end: who sent it and how to reach them. */
  footer: readonly string[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML, as element content or as a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/**
 * Text on one line: line breaks, tabs and other control characters become spaces, runs of spaces
 * one, and it is cut at `max` characters. For subjects and display names built from what people typed.
 */
export function oneLine(text: string, max = 120): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
      return block.text;
    case 'facts':
      return [...(block.title ? [`${block.title}:`] : []), ...block.rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
    case 'links':
      return block.links.map((link) => `${link.label}: ${link.url}`).join('\n');
    case 'list':
      return [`${block.title}:`, ...block.items.map((item) => `- ${item}`)].join('\n');
    case 'quote':
      return [
        ...(block.title ? [`${block.title}:`] : []),
        ...block.text.split(/\r\n|\r|\n/).map((line) => `> ${line}`),
      ].join('\n');
  }
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
// Long addresses and links wrap instead of widening the email past a phone's screen.
const CELL = 'padding:6px 0;vertical-align:top;font-size:16px;line-height:1.4;overflow-wrap:anywhere;word-break:break-word';

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1f2937">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;overflow-wrap:anywhere">${escapeHtml(block.text)}</p>`;
    case 'facts': {
      const title = block.title ? `<h2 style="margin:0 0 8px;font-size:17px;color:#1f2937">${escapeHtml(block.title)}</h2>` : '';
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${CELL};padding-right:12px;text-align:left;font-weight:normal;color:#4b5563;width:40%">${escapeHtml(label)}</th>` +
            `<td style="${CELL};font-weight:600;color:#111827">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `${title}<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 20px">${rows}</table>`;
    }
    case 'links':
      return block.links
        .map(
          (link) =>
            `<p style="margin:0 0 12px"><a href="${escapeHtml(link.url)}" style="display:block;padding:14px 16px;border-radius:8px;` +
            `background:#7c3aed;color:#ffffff;text-align:center;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
        )
        .join('');
    case 'list':
      return (
        `<h2 style="margin:0 0 8px;font-size:17px;color:#1f2937">${escapeHtml(block.title)}</h2>` +
        `<ul style="margin:0 0 20px;padding-left:20px;font-size:16px;line-height:1.5;overflow-wrap:anywhere">` +
        block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('') +
        '</ul>'
      );
    case 'quote':
      return (
        (block.title ? `<h2 style="margin:0 0 8px;font-size:17px;color:#1f2937">${escapeHtml(block.title)}</h2>` : '') +
        `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #d1d5db;background:#f9fafb;font-size:16px;line-height:1.5;` +
        `white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(block.text)}</blockquote>`
      );
  }
}

/** The email as plain text and as HTML. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const text = [...content.blocks.map(blockText), '--', ...content.footer].join('\n\n') + '\n';
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;${FONT};color:#111827">`,
    // Mail programs show this hidden line in their list, after the subject.
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>`,
    '<div style="max-width:600px;margin:0 auto;padding:16px">',
    '<div style="background:#ffffff;border-radius:12px;padding:24px 20px">',
    ...content.blocks.map(blockHtml),
    '</div>',
    `<div style="padding:16px 4px;font-size:13px;line-height:1.5;color:#6b7280">${content.footer.map((line) => `<p style="margin:0 0 6px">${escapeHtml(line)}</p>`).join('')}</div>`,
    '</div></body></html>',
  ].join('\n');
  return { subject: oneLine(content.subject, 200), text, html };
}
