import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete } from '../../../lib/api-client';

const deletedSchema = z.object({ deleted: z.boolean() });

/** DELETE /api/alerts/:id?token=: deletes one alert of the management link's address (the gateway records the revocation). */
export function deleteSearchAlert(id: string, token: string): Promise<z.infer<typeof deletedSchema>> {
  return apiDelete(`/alerts/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`, {
    schema: deletedSchema,
  });
}

export function useDeleteSearchAlert(token: string) {
  return useMutation({ mutationFn: (id: string) => deleteSearchAlert(id, token) });
}
