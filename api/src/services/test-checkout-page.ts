import { createHash } from 'node:crypto';

// The test checkout's pages: plain HTML that needs no script, readable at 360 px, with visible
// focus and text contrast above WCAG AA (the darkest blue on white is 8.6:1, the grey 7:1).

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f3f4f6; }
  main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  @media (max-width: 34rem) { main { margin: 0; border-radius: 0; min-height: 100vh; } }
  .venue { margin: 0; font-weight: 600; color: #4b5563; }
  h1 { margin: 0.25rem 0 1rem; font-size: 1.5rem; line-height: 1.25; }
  dl { margin: 0 0 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0 0 0.75rem; overflow-wrap: anywhere; }
  .amount { font-size: 1.5rem; font-weight: 700; }
  .note { padding: 0.75rem; border-radius: 0.5rem; background: #eff6ff; color: #1e3a8a; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  .actions form { flex: 1 1 10rem; margin: 0; }
  button, .link { display: inline-block; width: 100%; min-height: 2.75rem; padding: 0.625rem 1rem; border-radius: 0.5rem;
    font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
  .primary { border: 2px solid #1e40af; background: #1e40af; color: #fff; }
  .primary:hover { background: #1e3a8a; }
  .secondary { border: 2px solid #1e40af; background: #fff; color: #1e40af; }
  .secondary:hover { background: #eff6ff; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #b45309; outline-offset: 3px; }
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The pages' Content-Security-Policy: their one style sheet (by its hash), the empty icon, forms
 * that post back here and return to the site, and no framing, so no other site can lay the Pay
 * button under its own (clickjacking). Nothing else loads: the pages have no script.
 */
export function checkoutPagePolicy(siteUrl: string): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    'img-src data:',
    `form-action 'self' ${new URL(siteUrl).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function page(title: string, venueName: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} | ${escapeHtml(venueName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="venue">${escapeHtml(venueName)}</p>
${body}
</main>
</body>
</html>
`;
}

export interface CheckoutPageView {
  venueName: string;
  sessionId: string;
  description: string;
  /** Formatted for en-AU, e.g. '$100.00'. */
  amount: string;
}

/** What is paid, how much, and Pay and Cancel (each a form posting back to this checkout). */
export function checkoutPage(view: CheckoutPageView): string {
  // Relative to the page (/checkout/{id}), so it also works where the site lives under a path.
  const base = `./${encodeURIComponent(view.sessionId)}`;
  return page(
    'Checkout',
    view.venueName,
    `<h1>Checkout</h1>
<dl>
<dt>You are paying for</dt>
<dd>${escapeHtml(view.description)}</dd>
<dt>Amount</dt>
<dd class="amount">${escapeHtml(view.amount)} AUD</dd>
</dl>
<p class="note">This is the site's test checkout: no card is needed and no money is taken.</p>
<div class="actions">
<form method="post" action="${base}/pay"><button type="submit" class="primary">Pay ${escapeHtml(view.amount)}</button></form>
<form method="post" action="${base}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
  );
}

export interface MessagePageView {
  venueName: string;
  title: string;
  message: string;
  link: { href: string; text: string };
}

/** A checkout that cannot be paid (unknown, expired, already paid): why, and where to go instead. */
export function messagePage(view: MessagePageView): string {
  return page(
    view.title,
    view.venueName,
    `<h1>${escapeHtml(view.title)}</h1>
<p>${escapeHtml(view.message)}</p>
<div class="actions"><a class="link primary" href="${escapeHtml(view.link.href)}">${escapeHtml(view.link.text)}</a></div>`,
  );
}
