import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

/** Nest injection token for {@link MailTransport}. */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export interface DeliveryResult {
  readonly messageId: string;
  /** Set when the mail was written as an .eml file instead of sent. */
  readonly file?: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'eml';
  deliver(options: SendMailOptions): Promise<DeliveryResult>;
  close(): void;
}

/**
 * nodemailer waits 2 min for a connection, 30 s for the greeting and 10 min on a silent socket: a hung
 * SMTP server would hold each mail slot of the worker that long. Shorter bounds, as URL parameters
 * (nodemailer reads them as options), unless SMTP_URL sets its own.
 */
const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 60_000,
} as const;

export function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, ms] of Object.entries(SMTP_TIMEOUTS_MS))
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
  return url.toString();
}

export class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter;

  constructor(smtpUrl: string) {
    this.transporter = nodemailer.createTransport(withSmtpTimeouts(smtpUrl));
  }

  async deliver(options: SendMailOptions): Promise<DeliveryResult> {
    const info = await this.transporter.sendMail(options);
    return { messageId: info.messageId };
  }

  close(): void {
    this.transporter.close();
  }
}

/** Without SMTP_URL: nodemailer builds the exact message and we keep it as an .eml file to open in any client. */
export class EmlFileMailTransport implements MailTransport {
  readonly kind = 'eml' as const;
  private readonly transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(readonly dir: string) {}

  async deliver(options: SendMailOptions): Promise<DeliveryResult> {
    const info = await this.transporter.sendMail(options);
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const id = info.messageId.replace(/[^\w.-]/g, '').slice(0, 80);
    const file = path.join(this.dir, `${stamp}-${id}.eml`);
    await writeFile(file, info.message, { flag: 'wx' });
    return { messageId: info.messageId, file };
  }

  close(): void {
    this.transporter.close();
  }
}
