import { CAPTCHA_ROUTES, type CaptchaConfig } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, apiGet, responseSchema, type ApiReadContext } from '~/lib/api-client';

export function getCaptchaConfig(context: ApiReadContext = {}): Promise<CaptchaConfig> {
  return apiGet(CAPTCHA_ROUTES.config.slice(API_BASE.length), {
    ...context,
    schema: responseSchema('captchaConfigSchema'),
  });
}

/** The provider only changes with a redeploy: fetch it once per page load. */
export function captchaConfigQueryOptions() {
  return queryOptions({
    queryKey: ['captcha', 'config'],
    queryFn: (context) => getCaptchaConfig(context),
    staleTime: Infinity,
  });
}

export function useCaptchaConfig({ enabled }: { enabled: boolean }) {
  return useQuery({ ...captchaConfigQueryOptions(), enabled });
}
