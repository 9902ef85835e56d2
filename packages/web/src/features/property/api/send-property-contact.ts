import type { PropertyContactRequestInput } from '@inmo/contracts';
import { apiPost, responseSchema } from '~/lib/api-client';

/** POST /api/properties/:code/contact ('SOLICITA TU ASESORÍA'): the gateway runs the whole request pipeline. */
export function sendPropertyContact(body: PropertyContactRequestInput, idempotencyKey: string) {
  return apiPost(`/properties/${encodeURIComponent(body.propertyCode)}/contact`, body, {
    schema: responseSchema('createdIdSchema'),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
