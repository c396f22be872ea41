import { escapeHtml, oneLine, renderEmail } from './layout';

// The one place where text becomes HTML or a header line.

test.each([
  { name: 'markup', text: '<script>alert("x")</script>', html: '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;' },
  { name: 'an ampersand once, not twice', text: 'Fish & Chips &amp;', html: 'Fish &amp; Chips &amp;amp;' },
  { name: "a quote that would end an attribute", text: `" onmouseover='x'`, html: '&quot; onmouseover=&#39;x&#39;' },
  { name: 'plain words unchanged', text: 'Mia’s party 🎉', html: 'Mia’s party 🎉' },
])('escapeHtml: $name', ({ text, html }) => {
  expect(escapeHtml(text)).toBe(html);
});

test.each([
  { name: 'line breaks become spaces', text: 'Hello\r\nBcc: x@example.com', line: 'Hello Bcc: x@example.com' },
  { name: 'control characters and runs of spaces', text: 'a\u0000\u0007b \t  c\u2028d', line: 'a b c d' },
  { name: 'cut at the limit with an ellipsis', text: 'x'.repeat(130), line: `${'x'.repeat(119)}…` },
])('oneLine: $name', ({ text, line }) => {
  expect(oneLine(text)).toBe(line);
});

test('every block is escaped in HTML and kept as typed in text; the subject is one line', () => {
  const typed = 'Eve <b>hi</b>\r\nBcc: evil@example.com';
  const email = renderEmail({
    subject: `About ${typed}`,
    preview: typed,
    blocks: [
      { type: 'heading', text: typed },
      { type: 'paragraph', text: typed },
      { type: 'facts', title: typed, rows: [[typed, typed]] },
      { type: 'links', links: [{ label: typed, url: 'https://site.test/a?b=1&c="2"' }] },
      { type: 'quote', title: typed, text: typed },
      { type: 'list', title: typed, items: [typed] },
    ],
    footer: [typed],
  });
  expect(email.subject).toBe('About Eve <b>hi</b> Bcc: evil@example.com');
  expect(email.html).not.toContain('<b>');
  expect(email.html.match(/Eve &lt;b&gt;hi&lt;\/b&gt;/g)).toHaveLength(13);
  expect(email.html).toContain('href="https://site.test/a?b=1&amp;c=&quot;2&quot;"');
  expect(email.text).toContain(`${typed}:\n> Eve <b>hi</b>\n> Bcc: evil@example.com`);
  expect(email.text).toContain('Eve <b>hi</b>\r\nBcc: evil@example.com: Eve <b>hi</b>');
  expect(email.text).toContain('- Eve <b>hi</b>');
});
