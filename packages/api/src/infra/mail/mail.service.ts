import { buffer } from 'node:stream/consumers';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type SendMailOptions } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { type DbExecutor } from '../db/database';
import { OutboxService } from '../queue/outbox.service';
import { JOBS, QUEUES } from '../queue/queue.constants';
import { FileStorage } from '../storage/file-storage.service';
import { MailRenderer } from './mail.renderer';
import { MAIL_TRANSPORT, type DeliveryResult, type MailTransport } from './mail.transport';
import { type MailAttachment, type MailMessage, mailMessageSchema, headerValue } from './mail.types';

/**
 * Every mail of the site: fixed From, recipients decided by server code, bodies from server templates.
 * Request handlers call `enqueue` inside their transaction; the `send-mail` job calls `send`.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly renderer: MailRenderer,
    private readonly storage: FileStorage,
    private readonly outbox: OutboxService,
  ) {}

  /** Writes a `send-mail` job in the caller's transaction; returns the outbox id. */
  enqueue(tx: DbExecutor, message: MailMessage): Promise<string> {
    const payload = mailMessageSchema.parse(message);
    return this.outbox.enqueue(tx, { queue: QUEUES.mail, jobName: JOBS.sendMail, payload });
  }

  /**
   * `jobId` (the outbox id) becomes the Message-ID, the same on every attempt: a mail sent again after a
   * lost SMTP answer or a killed worker is recognisably the same mail to the receiver and to our counts.
   */
  async send(input: MailMessage, jobId?: string): Promise<DeliveryResult> {
    const message = mailMessageSchema.parse(input);
    const { html, text } = await this.renderer.render(message.template, message.data, {
      replyTo: Boolean(message.replyTo),
    });
    const to = Array.isArray(message.to) ? message.to : [message.to];
    const options: SendMailOptions = {
      from: headerValue(this.config.MAIL_FROM),
      messageId: jobId ? messageIdFor(jobId, this.config.MAIL_FROM) : undefined,
      to: to.map(headerValue),
      replyTo: message.replyTo ? headerValue(message.replyTo) : undefined,
      subject: headerValue(message.subject),
      html,
      text,
      ...(message.unsubscribeUrl
        ? {
            list: { unsubscribe: headerValue(message.unsubscribeUrl) },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
      attachments: await this.readAttachments(message.attachments),
    };
    const result = await this.transport.deliver(options);
    // Template and id only: recipients and data are personal.
    this.logger.log(
      result.file
        ? `Mail "${message.template}" written to ${result.file}`
        : `Mail "${message.template}" sent (${result.messageId})`,
    );
    return result;
  }

  /**
   * Read from the store (the disk or S3) into memory, at most the 15 MB a mail carries: a store that fails
   * fails the job, which is retried, instead of sending a mail with a broken attachment.
   */
  private async readAttachments(
    list: readonly MailAttachment[],
  ): Promise<NonNullable<SendMailOptions['attachments']>> {
    const attachments = [];
    for (const a of list) {
      attachments.push({
        filename: headerValue(a.filename),
        content: await buffer(await this.storage.read(a.storageKey)),
        contentType: a.contentType ? headerValue(a.contentType) : undefined,
      });
    }
    return attachments;
  }
}

/** `<job id@sender's domain>`; the id is a uuid, the domain comes from validated config. */
export function messageIdFor(jobId: string, from: string): string {
  const domain = /@([\w.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${jobId.replace(/[^\w.-]/g, '')}@${domain}>`;
}
