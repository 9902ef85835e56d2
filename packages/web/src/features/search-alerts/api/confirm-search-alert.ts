import type { searchAlertConfirmedSchema } from '@inmo/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost, responseSchema } from '~/lib/api-client';

export type SearchAlertConfirmed = z.infer<typeof searchAlertConfirmedSchema>;

/**
 * POST /api/alerts/confirm: activates the alert of a confirmation link. A POST the visitor asks for with a
 * button, never the page's GET: mail scanners open links. 404 when the link is unknown or expired.
 */
export function confirmSearchAlert(token: string): Promise<SearchAlertConfirmed> {
  return apiPost('/alerts/confirm', { token }, { schema: responseSchema('searchAlertConfirmedSchema') });
}

export function useConfirmSearchAlert() {
  return useMutation({ mutationFn: confirmSearchAlert });
}
