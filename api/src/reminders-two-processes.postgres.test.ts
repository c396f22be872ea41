import { addDays, fitsOpeningHours, venueDate, venueWallClock } from '@party/domain';
import pg from 'pg';
import { bookingPayload } from './test/fixtures';
import { call } from './test/test-api';
import { startApiProcess, stopApiProcess, type ApiProcess } from './test/api-process';
import { createPostgresDatabase } from './test/test-database';
import { TestSmtp } from './test/test-smtp';
import { SAMPLE_WEEKLY_HOURS } from './venue';

// The reminders with two real API processes (`npm start -w api`'s command) on one PostgreSQL
// (decision 065): both schedulers find the same reminder due at once, and it is queued and sent
// once; restarted, neither queues it again. They run on the real clock, so the party is put on
// yesterday's date in a venue time zone where it is now between 11:00 and 23:00: its thank-you is
// due (from 10:00 today to 10:00 tomorrow).

const ZONES = ['Pacific/Kiritimati', 'Pacific/Auckland', 'Australia/Sydney', 'Asia/Tokyo', 'Asia/Kolkata', 'Europe/Berlin', 'Atlantic/Azores', 'America/New_York', 'America/Denver', 'Pacific/Honolulu', 'Pacific/Pago_Pago'];
const timeZone = ZONES.find((zone) => {
  const hour = Math.floor(venueWallClock(Date.now(), zone).secondsOfDay / 3600);
  return hour >= 11 && hour < 23;
}) as string;

/** One API process on the database, mailing to the test's SMTP server, its reminders looked for every 50 ms. */
const startServer = (databaseUrl: string, smtpUrl: string) =>
  startApiProcess({ DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, VENUE_TIME_ZONE: timeZone, REMINDER_CHECK_MS: '50' });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reminders with two API processes on one PostgreSQL', () => {
  const smtp = new TestSmtp();
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let servers: ApiProcess[] = [];

  async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  }

  const thankYous = () => query<{ status: string; subject: string }>(`select status, message->>'subject' as subject from email_outbox where kind = 'reminder-thank-you'`);

  beforeAll(async () => {
    await smtp.start();
    database = await createPostgresDatabase();
    servers = [await startServer(database.url, smtp.url)];
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopApiProcess));
    await database?.drop();
    await smtp.stop();
  });

  test("a party's thank-you found due by both at once is queued and sent once, and not again after a restart", async () => {
    // Booked a month out, then put on yesterday's date, confirmed and booked before its thank-you was due.
    let date = addDays(venueDate(Date.now(), timeZone), 30);
    while (['12-25', '12-26', '01-01'].includes(date.slice(5)) || !fitsOpeningHours(date, '12:00', 120, SAMPLE_WEEKLY_HOURS)) date = addDays(date, 1);
    const booked = await call(servers[0].url, 'POST', '/api/booking-initiate', { json: bookingPayload({ date, kidsFood: [] }) });
    expect(booked.status).toBe(201);
    await Promise.all(servers.map(stopApiProcess));
    const yesterday = addDays(venueDate(Date.now(), timeZone), -1);
    await query(
      `update bookings set status = 'confirmed', hold_expires_at = null, event_date = $1::date,
              during = tsrange($1::date + time '10:00', $1::date + time '12:00'), created_at = now() - interval '3 days'`,
      [yesterday],
    );

    servers = await Promise.all([startServer(database.url, smtp.url), startServer(database.url, smtp.url)]);
    const deadline = Date.now() + 20_000;
    while (!(await thankYous()).some((row) => row.status === 'sent')) {
      if (Date.now() > deadline) throw new Error(`no thank-you sent after 20 s (venue time zone ${timeZone})`);
      await wait(100);
    }
    // Many more looks by both.
    await wait(1000);
    expect((await thankYous()).map((row) => row.status)).toEqual(['sent']);

    await Promise.all(servers.map(stopApiProcess));
    servers = [await startServer(database.url, smtp.url)];
    await wait(1000);
    expect((await thankYous()).map((row) => row.status)).toEqual(['sent']);
    const [{ subject }] = await thankYous();
    expect((await smtp.messages()).filter((mail) => mail.mail.subject === subject)).toHaveLength(1);
  }, 90_000);
});
