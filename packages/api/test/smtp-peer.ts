import { type AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly envelopeFrom: string;
  readonly envelopeTo: string[];
  readonly raw: string;
  readonly parsed: ParsedMail;
}

export interface SmtpPeer {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  readonly url: string;
  readonly messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The next this-many messages are refused with a temporary error (451), as a busy server would. */
  rejectNext: number;
  /** Messages refused so far. */
  readonly rejected: number;
  /** Message-ID header of each refused message, in order. */
  readonly rejectedIds: string[];
  close(): Promise<void>;
}

/** A real SMTP server on a random port that keeps every message it receives, parsed. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state = { rejectNext: 0, rejected: 0 };
  const rejectedIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.rejectNext > 0) {
          state.rejectNext -= 1;
          state.rejected += 1;
          const head = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n')[0] ?? '';
          rejectedIds.push(/^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '');
          callback(Object.assign(new Error('Servicio ocupado, intente más tarde'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            const from = session.envelope.mailFrom;
            messages.push({
              envelopeFrom: from ? from.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  // A sender that drops its connection (a killed worker, a timed-out client) is not the test's failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages.slice(0, count));
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`SMTP peer got ${messages.length} of ${count} message(s)`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    get rejectNext() {
      return state.rejectNext;
    },
    set rejectNext(count: number) {
      state.rejectNext = count;
    },
    get rejected() {
      return state.rejected;
    },
    rejectedIds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
