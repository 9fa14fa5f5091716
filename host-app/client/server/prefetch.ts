import type { QueryClient } from '@tanstack/react-query';

/**
 * Fetches every query the first render asked for and did not have, with the query's own options
 * (the same functions the browser runs), so the page and its handed-over answers come from one
 * place. A query that fails is dropped: the browser then starts it as it would without a server
 * render, and the second render matches what the browser renders first.
 */
export async function fetchFirstRenderQueries(client: QueryClient): Promise<void> {
  const waiting = client.getQueryCache().findAll({ predicate: (query) => query.state.data === undefined });
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
}
