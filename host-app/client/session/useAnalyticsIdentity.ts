import { useEffect } from 'react';
import { useAuthSessionSelector } from 'payment-client/auth-session';
import { analytics } from '../analytics';

/** Analytics follows the session: the subscriber's id when signed in, GUEST otherwise. */
export function useAnalyticsIdentity(): void {
  const subscriberId = useAuthSessionSelector((state) => (state.status === 'authenticated' ? state.subscriber.id : null));
  const status = useAuthSessionSelector((state) => state.status);
  useEffect(() => {
    if (subscriberId) analytics.identify({ id: subscriberId });
    else if (status === 'unauthorized') analytics.identify(null);
  }, [subscriberId, status]);
}
