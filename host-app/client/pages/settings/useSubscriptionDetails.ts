import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import type { SubscriptionDetails } from '../../../contract/subscriptions/subscriptionTypes';
import { useSiteQueries } from '../../api/siteQueries';

export type SubscriptionDetailsState = { status: 'loading' } | { status: 'loaded'; details: SubscriptionDetails | null };

/**
 * The subscription details of the signed-in subscriber (PR-API-7, PR-PAY-12); a failed call
 * reads as not subscribed. The session's VIP flag follows what the details say. `refresh` loads
 * them again while the current ones stay on screen.
 */
export function useSubscriptionDetails(subscriberId: string): { state: SubscriptionDetailsState; refresh: () => void } {
  const { isVip, becomeSubscriber, loseSubscription } = useAuthSession();
  const queryClient = useQueryClient();
  const detailsQuery = useSiteQueries().subscription(subscriberId);
  const details = useQuery(detailsQuery);
  const state: SubscriptionDetailsState = details.isSuccess ? { status: 'loaded', details: details.data } : { status: 'loading' };

  const hasAccess = details.isSuccess ? (details.data?.hasVIPContentAccess ?? false) : null;
  useEffect(() => {
    if (hasAccess === true && !isVip) becomeSubscriber();
    if (hasAccess === false && isVip) loseSubscription();
  }, [hasAccess, isVip, becomeSubscriber, loseSubscription]);

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: detailsQuery.queryKey }), [queryClient, detailsQuery.queryKey]);
  return { state, refresh };
}
