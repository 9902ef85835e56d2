import type { SearchAlertRequest } from '@inmo/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

/** Nothing is sent until the visitor opens the link of the confirmation mail (double opt-in). */
const createdSchema = z.object({ status: z.string() });
export type SearchAlertCreated = z.infer<typeof createdSchema>;

/** POST /api/alerts: a pending alert for the search on screen; the gateway mails its confirmation link. */
export function createSearchAlert(
  values: SearchAlertRequest,
  idempotencyKey: string,
): Promise<SearchAlertCreated> {
  return apiPost('/alerts', values, {
    schema: createdSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateSearchAlert() {
  return useMutation({
    mutationFn: ({ values, idempotencyKey }: { values: SearchAlertRequest; idempotencyKey: string }) =>
      createSearchAlert(values, idempotencyKey),
  });
}
