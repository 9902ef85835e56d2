import type { PromotePropertyRequest } from '@inmo/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

const createdSchema = z.object({ id: z.string() });
export type PromotePropertyCreated = z.infer<typeof createdSchema>;

/**
 * POST /api/promote-property with the form's parsed values (uppercased as §5 asks). The approximate value
 * travels as the digits the schema reads.
 */
export function sendPromoteProperty(
  values: PromotePropertyRequest,
  idempotencyKey: string,
): Promise<PromotePropertyCreated> {
  return apiPost(
    '/promote-property',
    { ...values, valueArriving: String(values.valueArriving) },
    { schema: createdSchema, headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useSendPromoteProperty() {
  return useMutation({
    mutationFn: ({ values, idempotencyKey }: { values: PromotePropertyRequest; idempotencyKey: string }) =>
      sendPromoteProperty(values, idempotencyKey),
  });
}
