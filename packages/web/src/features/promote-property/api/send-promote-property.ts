import type { PromotePropertyRequest } from '@inmo/contracts';
import { apiPost, responseSchema } from '~/lib/api-client';
import type { CreatedId } from '~/lib/response-schemas';

export type PromotePropertyCreated = CreatedId;

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
    { schema: responseSchema('createdIdSchema'), headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
