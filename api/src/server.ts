import { buildApp } from './app';
import { readConfig } from './config';

// Starts the API: `npm start -w api`, with its email sender and its reminders' scheduler. Everything else is in buildApp.
async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config, undefined, { deliverEmail: {}, planReminders: { everyMs: config.reminderCheckMs } });
  await app.listen({ host: config.host, port: config.port });
  const smtp = new URL(config.email.smtpUrl);
  app.log.info(`Email goes out through ${smtp.protocol}//${smtp.host} (SMTP_URL)`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
