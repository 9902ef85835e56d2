import { type PqrsCreated, type PqrsRequest } from '@inmo/contracts';
import { apiPost, responseSchema } from '~/lib/api-client';

/** POST /api/pqrs: the gateway files it and answers {id, radicado, accessToken}. */
export function createPqrs(body: PqrsRequest, idempotencyKey: string): Promise<PqrsCreated> {
  return apiPost('/pqrs', body, {
    schema: responseSchema('pqrsCreatedSchema'),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
