import type { ContactRequest } from '@inmo/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

const createdSchema = z.object({ id: z.string() });
export type ContactCreated = z.infer<typeof createdSchema>;

/** POST /api/contact: the basic contact form (no captcha; rate-limited; `website` is the honeypot). */
export function sendContact(values: ContactRequest, idempotencyKey: string): Promise<ContactCreated> {
  return apiPost('/contact', values, {
    schema: createdSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSendContact() {
  return useMutation({
    mutationFn: ({ values, idempotencyKey }: { values: ContactRequest; idempotencyKey: string }) =>
      sendContact(values, idempotencyKey),
  });
}
