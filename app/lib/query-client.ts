import { QueryClient } from "@tanstack/react-query";

/** How long unused data stays cached (docs/product.md, section 7: 5 minutes). */
export const CACHE_LIFETIME_MS = 5 * 60 * 1000;
/** Retries of a failed query (docs/product.md, section 7). */
const QUERY_RETRIES = 3;
/** Ceiling of the exponential back-off between retries. */
const MAX_RETRY_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s ... doubling per attempt, never more than 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

/**
 * The shared data layer. Queries cache for 5 minutes, retry 3 times with capped exponential
 * back-off, and refetch on focus and reconnect. Mutations never retry: a request sent twice
 * would reach the care team twice.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: CACHE_LIFETIME_MS,
        retry: QUERY_RETRIES,
        retryDelay,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
