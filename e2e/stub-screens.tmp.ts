// Throwaway (not committed): the staff pages against a stub API serving the component tests' fixtures, screenshotted.
import Fastify from 'fastify';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serveDist } from '../shell/server/site-server';
import { serveStaffSite } from '../shell/server/staff-site';
import { aBooking, aKitchenSheet, aMoneyPage, aRunSheet, aSession, anAuditEntry, anInvitation, someTakings } from '../staff-mfe/src/test/fixtures';
import { chromiumArgs, findChromium } from '../tooling/chromium';
import { testVenue } from '../shared-ui/src/test/venue-fixtures';

const role = (process.env.ROLE ?? 'owner') as 'owner';
async function main() {
  const api = Fastify();
  api.get('/api/venue', async () => testVenue);
  api.get('/api/staff/session', async () => aSession(role));
  api.get('/api/staff/day/:date', async () => (role === ('kitchen' as string) ? { ...aRunSheet(), parties: aRunSheet().parties.map(({ parent: _p, money: _m, ...p }) => p), hires: aRunSheet().hires.map(({ customer: _c, money: _m, ...h }) => h) } : aRunSheet()));
  api.get('/api/staff/kitchen/:date', async () => aKitchenSheet());
  api.get('/api/staff/bookings/:reference', async () => aBooking({ notes: [{ id: 'n', at: '2031-07-12T00:10:00Z', by: 'Frankie Desk', text: 'Grandma uses a wheelchair: keep the side door open' }] }));
  api.get('/api/staff/bookings', async () => ({ q: 'jo', results: [
    { kind: 'party', reference: 'JJ1004', status: 'confirmed', date: '2031-07-12', startTime: '13:00', what: 'Leo', name: 'Jo Brown', email: 'jo.brown.with.a.long.address@example.com', mobile: '0400 111 222', createdAt: '2031-07-01T02:00:00Z' },
    { kind: 'hire', reference: 'JJ1001', status: 'canceled', date: '2031-06-01', startTime: '18:00', what: 'After-hours hire', name: 'Jo Brown', email: 'jo@example.com', mobile: '0400 111 222', createdAt: '2031-05-01T02:00:00Z' } ] }));
  api.get('/api/staff/money', async () => aMoneyPage());
  api.get('/api/staff/money/takings', async (request) => { const q = request.query as { from: string; to: string }; return someTakings(q.from, q.to); });
  api.get('/api/staff/audit', async () => ({ entries: [anAuditEntry('9'), anAuditEntry('8', { action: 'refund.record', target: { kind: 'booking', reference: 'JJ1007' }, before: { owedBack: 20, note: '' }, after: { owedBack: 0, note: 'Platter taken off' } }), anAuditEntry('7', { action: 'staff.sign-in', target: null, actor: { kind: 'staff', name: 'Olivia Owner' }, before: null, after: { outcome: 'signed-in' } })], next: '7' }));
  api.get('/api/staff/invitations/:token', async () => anInvitation('owner'));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;
  const staffRemote = await serveDist({ dir: path.join(__dirname, '..', 'staff-mfe', 'dist'), port: 0, host: '127.0.0.1' });
  const remoteUrl = `http://127.0.0.1:${(staffRemote.server.address() as { port: number }).port}`;
  const shellDir = mkdtempSync(path.join(tmpdir(), 'stub-shell-'));
  cpSync(path.join(__dirname, '..', 'shell', 'dist'), shellDir, { recursive: true });
  writeFileSync(path.join(shellDir, 'remotes.json'), JSON.stringify({ staff: `${remoteUrl}/mf-manifest.json` }));
  const site = await serveStaffSite({ dir: shellDir, port: 0, host: '127.0.0.1', apiUrl });
  const staff = `http://127.0.0.1:${(site.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: findChromium()!, args: chromiumArgs });
  const pages = (process.env.PAGES ?? '/day/2031-07-12,/kitchen/2031-07-12,/bookings?q=jo,/bookings/JJ1004,/money,/audit,/sign-in,/join/abcdefghijklmnopqrs').split(',');
  const sizes = (process.env.SIZES ?? '360x740,768x1024,1280x800').split(',');
  for (const size of sizes) {
    const [width, height] = size.split('x').map(Number);
    const context = await browser.newContext({ viewport: { width: width!, height: height! } });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()));
    for (const address of pages) {
      await page.goto(`${staff}${address}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const name = `${role}-${address.replace(/[^a-z0-9]+/gi, '_')}-${size}.png`;
      await page.screenshot({ path: `/tmp/staffshots/${name}`, fullPage: true });
      if (width! < 800) {
        const total = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, i = 0; y < total; y += 900, i++) {
          await page.screenshot({ path: `/tmp/staffshots/seg-${name.replace('.png', '')}-${i}.png`, fullPage: true, clip: { x: 0, y, width: width!, height: Math.min(900, total - y) } });
        }
      }
      if (address.startsWith('/day') || address.startsWith('/kitchen')) {
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: `/tmp/staffshots/print-${name}`, fullPage: true });
        if (size === '1280x800') await page.pdf({ path: `/tmp/staffshots/${name}.pdf`, format: 'A4', printBackground: false });
        await page.emulateMedia({ media: 'screen' });
      }
    }
    await context.close();
  }
  await browser.close();
  await Promise.all([site.close(), staffRemote.close(), api.close()]);
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
