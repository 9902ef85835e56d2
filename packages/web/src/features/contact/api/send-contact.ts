import type { ContactRequest } from '@inmo/contracts';
import { apiPost, responseSchema } from '~/lib/api-client';
import type { CreatedId } from '~/lib/response-schemas';

export type ContactCreated = CreatedId;

/** POST /api/contact: the basic contact form (no captcha; rate-limited; `website` is the honeypot). */
export function sendContact(values: ContactRequest, idempotencyKey: string): Promise<ContactCreated> {
  return apiPost('/contact', values, {
    schema: responseSchema('createdIdSchema'),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
