import type { AdvisorConsentRequestInput } from '@inmo/contracts';
import { apiPost, responseSchema } from '~/lib/api-client';

/** POST /api/advisor-consent: the advisor card's data-treatment form (customer and consent proof). */
export function sendAdvisorConsent(body: AdvisorConsentRequestInput, idempotencyKey: string) {
  return apiPost('/advisor-consent', body, {
    schema: responseSchema('createdIdSchema'),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
