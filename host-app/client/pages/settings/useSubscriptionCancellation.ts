import { useCallback, useRef, useState } from 'react';
import { useAuthSession } from '../../../../headless/react/useAuthSession';
import { cancelSubscription } from '../../api/profileApi';
import { useProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from '../auth/failureMessage';

export type CancellationState =
  | { phase: 'idle' }
  | { phase: 'confirming' }
  | { phase: 'cancelling' }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

/**
 * Cancelling asks first; on success VIP goes off without a profile reload and the details are
 * loaded again, so the page shows what access is left.
 */
export function useSubscriptionCancellation(subscriberId: string, refreshDetails: () => void) {
  const { t } = useI18n();
  const call = useProductCaller();
  const { loseSubscription } = useAuthSession();
  const [state, setState] = useState<CancellationState>({ phase: 'idle' });
  const busyRef = useRef(false);

  const ask = useCallback(() => setState({ phase: 'confirming' }), []);
  const keep = useCallback(() => setState({ phase: 'idle' }), []);

  const confirm = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setState({ phase: 'cancelling' });
    try {
      const result = await cancelSubscription(call, subscriberId);
      if (!result.ok) {
        setState({ phase: 'failed', message: failureMessage(result, t, 'settings.subscription.cancelFailed') });
        return;
      }
      loseSubscription();
      refreshDetails();
      setState({ phase: 'cancelled' });
    } finally {
      busyRef.current = false;
    }
  }, [call, subscriberId, t, loseSubscription, refreshDetails]);

  return { state, ask, keep, confirm };
}
