import { type PropertyDetail } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiReadContext } from './api-client';

/**
 * GET /api/properties/:code (the 919- prefix is optional). A missing property is an ApiError with
 * status 404 and the gateway's Spanish message ('No se encontró el inmueble: …').
 */
export function getProperty(code: string, context: ApiReadContext = {}): Promise<PropertyDetail> {
  return apiGet(`/properties/${encodeURIComponent(code)}`, context);
}

export function propertyQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', code],
    queryFn: (context) => getProperty(code, context),
  });
}

export function useProperty(code: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...propertyQueryOptions(code), ...options });
}
