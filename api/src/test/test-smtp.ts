import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the email tests, on 127.0.0.1 and a free port: it keeps every message it
// accepts, with the envelope the sender gave, parsed by mailparser. It can be stopped and started
// again on the same port (the SMTP server down), or made to refuse messages for a while.

export interface ReceivedMail {
  /** The SMTP envelope: who the message was really delivered to (Bcc included). */
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
  /** The message as sent, headers included. */
  raw: string;
}

export class TestSmtp {
  readonly received: ReceivedMail[] = [];
  /** While set, every message is refused with this reply (e.g. '451 Try again later'). */
  refusing: string | undefined;
  private server: SMTPServer | undefined;
  private port = 0;
  private parsing: Array<Promise<void>> = [];

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens, on the port it had before if it was started once already. */
  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refusing) {
            const [code, ...words] = this.refusing.split(' ');
            callback(Object.assign(new Error(words.join(' ')), { responseCode: Number(code) }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          };
          this.parsing.push(simpleParser(raw).then((mail) => void this.received.push({ envelope, mail, raw })));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  clear(): void {
    this.received.length = 0;
  }

  /** Every message received so far, once all of them are parsed. */
  async messages(): Promise<ReceivedMail[]> {
    await Promise.all(this.parsing);
    return this.received;
  }

  /** Waits until at least `count` messages match, and answers those that do. */
  async waitFor(match: (mail: ReceivedMail) => boolean, count = 1, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.messages()).filter(match);
      if (found.length >= count) return found;
      if (Date.now() > deadline) {
        const seen = this.received.map((r) => `${r.envelope.to.join(',')}: ${r.mail.subject}`);
        throw new Error(`Expected ${count} matching email(s) within ${timeoutMs} ms; received:\n${seen.join('\n')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Registers a test SMTP server for the file's tests: started before them, emptied before each, stopped after. */
export function useTestSmtp(): TestSmtp {
  const smtp = new TestSmtp();
  beforeAll(() => smtp.start());
  beforeEach(() => {
    smtp.refusing = undefined;
    smtp.clear();
  });
  afterAll(() => smtp.stop());
  return smtp;
}

/** The addresses of an address header, lower-cased (mailparser's shape flattened). */
export function addresses(field: ParsedMail['to'] | ParsedMail['replyTo'] | ParsedMail['from']): string[] {
  if (!field) return [];
  const list = Array.isArray(field) ? field : [field];
  return list.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}
