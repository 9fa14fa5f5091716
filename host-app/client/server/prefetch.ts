import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { isDefinitiveFailure } from '../api/productCallError';

/**
 * Fetches every query a render asked for and did not have, with the query's own options
 * (the same functions the browser runs), so the page and its handed-over answers come from one
 * place. A query that fails for a passing reason is dropped: the browser then starts it as it
 * would without a server render, and the second render matches what the browser renders first.
 * One whose failure is the answer (not found) stays, so the page says so with its status.
 * Returns how many it fetched; `tried` carries the queries fetched by earlier passes.
 */
export async function fetchFirstRenderQueries(client: QueryClient, tried = new Set<string>()): Promise<number> {
  // A query fetched by an earlier pass is not fetched again, whatever became of it.
  const waiting = client.getQueryCache().findAll({ predicate: (query) => query.state.data === undefined && !tried.has(query.queryHash) });
  for (const query of waiting) tried.add(query.queryHash);
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  client.removeQueries({ predicate: (query) => !handedOver(query) });
  return waiting.length;
}

/** The queries a server-rendered page hands over to the browser: answers, and definitive failures. */
export function handedOver(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && isDefinitiveFailure(query.state.error));
}
