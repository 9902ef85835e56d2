import { withoutFormatCharacters } from '@inmo/contracts';
import { z } from 'zod';

/** Template names are file names in templates/ (never a path from outside). */
export const TEMPLATE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const mailAttachmentSchema = z.object({
  filename: z.string().min(1).max(200),
  /** A FileStorage key. */
  storageKey: z.string().min(1).max(300),
  contentType: z.string().max(100).optional(),
});

/** Payload of the `send-mail` job: the worker renders the template from this stored data. */
export const mailMessageSchema = z.object({
  to: z.union([z.email(), z.array(z.email()).min(1).max(20)]),
  subject: z.string().min(1).max(200),
  template: z.string().regex(TEMPLATE_NAME),
  data: z.record(z.string(), z.unknown()).default({}),
  replyTo: z.email().optional(),
  attachments: z.array(mailAttachmentSchema).max(20).default([]),
  /** Mails of a subscription: the RFC 8058 one-click address (List-Unsubscribe + List-Unsubscribe-Post). */
  unsubscribeUrl: z.url({ protocol: /^https?$/ }).optional(),
});

export type MailMessage = z.input<typeof mailMessageSchema>;
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export interface RenderedMail {
  readonly html: string;
  readonly text: string;
}

/**
 * Header values must never carry CR/LF (it would let data inject headers), nor bidi or other invisible format
 * characters (a subject or an attachment name shown reordered): whatever the data's source.
 */
export function headerValue(value: string): string {
  return withoutFormatCharacters(value)
    .replace(/[\r\n]+/g, ' ')
    .trim();
}
