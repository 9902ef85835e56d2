import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-client';

export const MAX_RETRIES = 3;

/** Spec §8: 1 s doubling, at most 30 s (attempt is 0 for the first retry). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Retry up to 3 times, but never a 4xx: the same request would fail the same way. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

export const queryDefaults = {
  queries: {
    retry: shouldRetry,
    retryDelay,
    gcTime: 5 * 60 * 1000,
    staleTime: 0,
  },
  mutations: {
    // A form submission is not repeated behind the visitor's back.
    retry: false,
  },
} as const satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
