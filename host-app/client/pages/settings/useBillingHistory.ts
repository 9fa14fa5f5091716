import { useQuery } from '@tanstack/react-query';
import type { BillingHistoryEntry } from '../../../contract/subscriptions/billingHistoryTypes';
import { loadBillingHistory } from '../../api/billingHistoryApi';
import { dataOrThrow } from '../../api/productCallError';
import { queryKeys } from '../../api/queryKeys';
import { STALE_TIMES } from '../../api/staleTimes';
import { useProductCaller } from '../../api/useProductCaller';
import { useViewerId } from '../../session/useViewerId';

export type BillingHistoryState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; entries: BillingHistoryEntry[] };

/**
 * The subscriber's billing history. Its key sits under the subscription's, so whatever reloads
 * the subscription details (a plan change, a cancellation) reloads the history too.
 */
export function useBillingHistory(): BillingHistoryState {
  const call = useProductCaller();
  const viewer = useViewerId();
  const history = useQuery({
    queryKey: [...queryKeys.subscription(viewer), 'billingHistory'] as const,
    queryFn: ({ signal }) => loadBillingHistory(call, signal).then(dataOrThrow),
    staleTime: STALE_TIMES.subscription,
  });
  if (history.isSuccess) return { status: 'loaded', entries: history.data.entries };
  return history.isError ? { status: 'failed' } : { status: 'loading' };
}
