import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ProductCallError } from './productCallError';

/** Attempts after the first for an answer that may come next time (network, timeout, server error); a refusal is final. */
const TRANSIENT_RETRIES = 2;

function retryTransient(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ProductCallError)) return false;
  const transient = error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server';
  return transient && failureCount < TRANSIENT_RETRIES;
}

/** The site's one QueryClient (per app); tests pass `defaults` to turn retries off. */
export function createSiteQueryClient(defaults: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...defaults,
      queries: { retry: retryTransient, refetchOnWindowFocus: true, ...defaults.queries },
      mutations: { retry: false, ...defaults.mutations },
    },
  });
}
