import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthSession } from '../../../../headless/react/useAuthSession';
import type { SubscriptionDetails } from '../../../shared/apiTypes';
import { loadSubscriptionDetails } from '../../api/profileApi';
import { useProductCaller } from '../../api/useProductCaller';

export type SubscriptionDetailsState = { status: 'loading' } | { status: 'loaded'; details: SubscriptionDetails | null };

/**
 * The subscription details of the signed-in subscriber (product spec section 7); a failed call
 * reads as not subscribed. The session's VIP flag follows what the details say. `refresh` loads
 * them again while the current ones stay on screen.
 */
export function useSubscriptionDetails(subscriberId: string): { state: SubscriptionDetailsState; refresh: () => void } {
  const call = useProductCaller();
  const { isVip, becomeSubscriber, loseSubscription } = useAuthSession();
  const [state, setState] = useState<SubscriptionDetailsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    if (loadedFor.current !== subscriberId) setState({ status: 'loading' });
    void loadSubscriptionDetails(call, subscriberId, controller.signal).then((details) => {
      if (controller.signal.aborted) return;
      loadedFor.current = subscriberId;
      setState({ status: 'loaded', details });
    });
    return () => controller.abort();
  }, [call, subscriberId, version]);

  const hasAccess = state.status === 'loaded' ? (state.details?.hasVIPContentAccess ?? false) : null;
  useEffect(() => {
    if (hasAccess === true && !isVip) becomeSubscriber();
    if (hasAccess === false && isVip) loseSubscription();
  }, [hasAccess, isVip, becomeSubscriber, loseSubscription]);

  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  return { state, refresh };
}
