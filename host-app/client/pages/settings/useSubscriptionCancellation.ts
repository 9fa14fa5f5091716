import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { cancelSubscription } from '../../api/profileApi';
import { dataOrThrow, productFailureOf } from '../../api/productCallError';
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
 * Cancelling asks first; on success the details are loaded again, so the page shows what access
 * is left (Premium until the paid period ends; a trial ends at once, and VIP follows the details).
 */
export function useSubscriptionCancellation(subscriberId: string, refreshDetails: () => void) {
  const { t } = useI18n();
  const call = useProductCaller();
  const [asking, setAsking] = useState(false);
  const cancellation = useMutation({
    mutationFn: () => cancelSubscription(call, subscriberId).then(dataOrThrow),
    onSuccess: refreshDetails,
    onSettled: () => setAsking(false),
  });

  const failure = productFailureOf(cancellation.error);
  const state: CancellationState = cancellation.isPending
    ? { phase: 'cancelling' }
    : asking
      ? { phase: 'confirming' }
      : cancellation.isSuccess
        ? { phase: 'cancelled' }
        : cancellation.isError
          ? { phase: 'failed', message: failure ? failureMessage(failure, t, 'settings.subscription.cancelFailed') : t('settings.subscription.cancelFailed') }
          : { phase: 'idle' };

  const ask = useCallback(() => {
    cancellation.reset();
    setAsking(true);
  }, [cancellation]);
  const keep = useCallback(() => setAsking(false), []);
  const confirm = useCallback(() => {
    if (!cancellation.isPending) cancellation.mutate();
  }, [cancellation]);

  return { state, ask, keep, confirm };
}
