import { useMutation } from '@tanstack/react-query';
import { apiDelete, responseSchema } from '~/lib/api-client';
import type { Deleted } from '~/lib/response-schemas';

/** DELETE /api/alerts/:id?token=: deletes one alert of the management link's address (the gateway records the revocation). */
export function deleteSearchAlert(id: string, token: string): Promise<Deleted> {
  return apiDelete(`/alerts/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`, {
    schema: responseSchema('deletedSchema'),
  });
}

export function useDeleteSearchAlert(token: string) {
  return useMutation({ mutationFn: (id: string) => deleteSearchAlert(id, token) });
}
