import Fastify, { type FastifyInstance } from 'fastify';
import './app-context';
import type { ApiConfig } from './config';
import { openDatabase } from './db/database';
import type { Database } from './db/queryable';
import { addRouteWords, loggerOptions, type RouteWords } from './logging';
import { prepareDatabase } from './db/prepare';
import { DEFAULT_DELIVERY, startEmailDelivery, type DeliverySettings } from './email/delivery';
import { DEFAULT_FORM_RETENTION, startFormRetention, type FormRetentionSettings } from './services/form-retention';
import { useContract } from './plugins/contract';
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/error-handler';
import { images } from './plugins/images';
import { openapi } from './plugins/openapi';
import { rateLimits } from './plugins/rate-limits';
import { requestGuards } from './plugins/request-guards';
import { securityHeaders } from './plugins/security-headers';
import { createPaymentProvider } from './payments/create-provider';
import { createRepositories } from './repositories/repositories';
import { fullPartyDates, readVenueSettings } from './services/availability';
import type { ServiceDeps } from './services/service-deps';
import { sharedAnswer } from './services/shared-answer';
import { afterHoursRoutes } from './routes/afterhours-routes';
import { attendanceFormRoutes } from './routes/attendance-form-routes';
import { availabilityRoutes } from './routes/availability-routes';
import { bookingRoutes } from './routes/booking-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { checkoutSessionRoutes } from './routes/checkout-session-routes';
import { contactRoutes } from './routes/contact-routes';
import { couponRoutes } from './routes/coupon-routes';
import { findBookingRoutes } from './routes/find-booking-routes';
import { healthRoutes } from './routes/health-routes';
import { invitationRoutes } from './routes/invitation-routes';
import { stripeWebhookRoutes } from './routes/stripe-webhook-routes';
import { testCheckoutRoutes } from './routes/test-checkout-routes';
import { testCheckoutRefundRoutes } from './routes/test-checkout-refund-routes';
import { venueRefundRoutes } from './routes/venue-refund-routes';
import { newCommandToken, removeCommandFile, writeCommandFile } from './staff/command';
import { startReminderScheduler } from './reminders/scheduler';
import { staffApi } from './staff/staff-api';
import { releaseStateRoutes } from './releases/release-state-routes';
import type { AddressInfo } from 'node:net';
export interface BuildOptions {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /**
   * Delivers the email outbox while the app runs (server.ts; tests that check email, with their
   * own SMTP server). Without it, emails are queued and left for another process to send.
   */
  deliverEmail?: Partial<DeliverySettings>;
  /**
   * Looks for the reminders due every `everyMs` and queues them (server.ts does, every
   * REMINDER_CHECK_MS; tests that check the scheduler do). Without it, none is planned by this process.
   */
  planReminders?: { everyMs: number };
  /** Erases attendance forms past the venue's retention period while the app runs (server.ts; tests of it). */
  eraseForms?: Partial<FormRetentionSettings>;
}

/**
 * Builds the app without listening, so tests can start it on a free port. Given no database, it
 * opens the one the config names, migrates and seeds it, and closes it with the app.
 */
export async function buildApp(config: ApiConfig, database?: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const db = database ?? (await openDatabase(config.storage));
  if (!database) await prepareDatabase(db, config.now(), config.venue.timeZone);

  const routeWords: RouteWords = new Set();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, routeWords, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  });
  if (!database) app.addHook('onClose', () => db.close());
  // An answer still on its way when closing begins is its connection's last: otherwise the client
  // keeps the connection open, idle, and close waits out the keep-alive timeout (72 s) for it. The
  // page servers poll the release state twice a second, so at a restart one nearly always is.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onRoute', (route) => addRouteWords(routeWords, route.url));

  const repos = createRepositories(db);
  const { timeZone } = config.venue;
  const venueSettings = sharedAnswer(1000, config.now, () => readVenueSettings(repos, config.now(), timeZone));
  const deps: ServiceDeps = {
    repos,
    db,
    now: config.now,
    venue: config.venue,
    holdMinutes: config.bookingHoldMinutes,
    siteUrl: config.siteUrl,
    staffSiteUrl: config.staffSiteUrl,
    paymentProvider: createPaymentProvider(config.payments, config.siteUrl, () => listeningUrl(app)),
    log: app.log,
    venueSettings,
    fullPartyDates: sharedAnswer(1000, config.now, async () => fullPartyDates(repos, config.now(), timeZone, await venueSettings.get())),
  };
  // What this process writes shows at once in the answers it shares: forgotten before the answer
  // to the write goes out, so no request the writer sends after it can meet the old one.
  app.addHook('onSend', async (request) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
      deps.venueSettings.forget();
      deps.fullPartyDates.forget();
    }
  });
  app.decorate('apiConfig', config);
  app.decorate('deps', deps);
  // Requests and answers are checked by the contract's zod schemas.
  useContract(app);

  await app.register(errorHandler);
  await app.register(requestGuards);
  await app.register(securityHeaders);
  await app.register(openapi);
  await app.register(rateLimits);
  await app.register(images);
  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(availabilityRoutes);
  await app.register(couponRoutes);
  await app.register(bookingRoutes);
  await app.register(afterHoursRoutes);
  await app.register(invitationRoutes);
  await app.register(attendanceFormRoutes);
  await app.register(contactRoutes);
  await app.register(findBookingRoutes);
  await app.register(checkoutSessionRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(venueRefundRoutes);
  const commandToken = config.staffCommandFile ? newCommandToken() : undefined;
  await app.register(staffApi, { commandToken });
  if (config.staffCommandFile && commandToken) writeStaffCommandFile(app, config.staffCommandFile, commandToken);
  // The release state's routes exist only with their token (decision 073).
  if (config.releaseStateToken) await app.register(releaseStateRoutes, { token: config.releaseStateToken });
  // The test checkout exists only while it is the provider: nothing can pay a real session there.
  if (config.payments.provider === 'test') {
    await app.register(testCheckoutRoutes);
    await app.register(testCheckoutRefundRoutes);
  }
  if (options.deliverEmail) {
    const settings: DeliverySettings = { ...config.email, ...DEFAULT_DELIVERY, ...options.deliverEmail };
    const delivery = startEmailDelivery(deps.repos.outbox, settings, app.log.child({ component: 'email' }));
    // Before the database closes (an onClose hook), so no try is cut off halfway.
    app.addHook('preClose', () => delivery.stop());
  }
  if (options.planReminders) {
    const scheduler = startReminderScheduler(deps, options.planReminders.everyMs, app.log.child({ component: 'reminders' }));
    app.addHook('preClose', () => scheduler.stop());
  }
  if (options.eraseForms) {
    const retention = startFormRetention(db, config.now, timeZone, { ...DEFAULT_FORM_RETENTION, ...options.eraseForms }, app.log);
    app.addHook('preClose', () => retention.stop());
  }
  return app;
}

/** Where this process can be reached from this machine once it listens (any address: the loopback one). */
function listeningUrl(app: FastifyInstance): string {
  const { address, port } = app.server.address() as AddressInfo;
  const host = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

/** Once listening, tells the staff command where this API is and its token; forgets it on close (staff/command.ts). */
function writeStaffCommandFile(app: FastifyInstance, file: string, token: string): void {
  app.addHook('onListen', async () => {
    await writeCommandFile(file, { url: listeningUrl(app), token });
  });
  app.addHook('onClose', () => removeCommandFile(file, token));
}
