import type { searchAlertCreatedSchema, SearchAlertRequest } from '@inmo/contracts';
import type { z } from 'zod';
import { apiPost, responseSchema } from '~/lib/api-client';

export type SearchAlertCreated = z.infer<typeof searchAlertCreatedSchema>;

/** POST /api/alerts: a pending alert for the search on screen; the gateway mails its confirmation link. */
export function createSearchAlert(
  values: SearchAlertRequest,
  idempotencyKey: string,
): Promise<SearchAlertCreated> {
  return apiPost('/alerts', values, {
    schema: responseSchema('searchAlertCreatedSchema'),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
