import { CAPTCHA_ROUTES, type CaptchaConfig } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, apiGet, responseSchema } from '~/lib/api-client';

export function getCaptchaConfig(signal?: AbortSignal): Promise<CaptchaConfig> {
  return apiGet(CAPTCHA_ROUTES.config.slice(API_BASE.length), {
    signal,
    schema: responseSchema('captchaConfigSchema'),
  });
}

/** The provider only changes with a redeploy: fetch it once per page load. */
export function captchaConfigQueryOptions() {
  return queryOptions({
    queryKey: ['captcha', 'config'],
    queryFn: ({ signal }) => getCaptchaConfig(signal),
    staleTime: Infinity,
  });
}

export function useCaptchaConfig() {
  return useQuery(captchaConfigQueryOptions());
}
