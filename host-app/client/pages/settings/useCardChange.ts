import { useMutation } from '@tanstack/react-query';
import type { CardUpdateResult } from '../../../contract/subscriptions/subscriptionTypes';
import { confirmCardUpdate, startCardUpdate } from '../../api/profileApi';
import { dataOrThrow, productFailureOf } from '../../api/productCallError';
import { useProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from '../auth/failureMessage';

/** A verification still settling is asked about again this often, this many times. */
const PENDING_RETRY_MS = 1_000;
const PENDING_RETRIES = 10;

export type CardChangeState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  /** The kit's card form, over this session, verifies the new card. */
  | { phase: 'open'; sdkConfiguration: string; environment: 'TEST' | 'PRODUCTION'; executionId: string }
  | { phase: 'confirming' }
  | { phase: 'changed' }
  | { phase: 'failed'; message: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Changing the subscription's card: a zero-amount verification session from the API, the kit's
 * card form in `verifyOnly` mode over it, then the API's confirmation on the provider's word
 * (asked again while the verification settles). The details are loaded again after a change.
 */
export function useCardChange(refreshDetails: () => void) {
  const { t } = useI18n();
  const call = useProductCaller();
  const start = useMutation({ mutationFn: () => startCardUpdate(call).then(dataOrThrow) });
  const confirm = useMutation({
    mutationFn: async (executionId: string): Promise<CardUpdateResult> => {
      for (let attempt = 0; ; attempt += 1) {
        const result = dataOrThrow(await confirmCardUpdate(call, executionId));
        if (result.status === 'updated' || attempt >= PENDING_RETRIES) return result;
        await wait(PENDING_RETRY_MS);
      }
    },
    onSuccess: refreshDetails,
  });
  const failed = start.error ?? confirm.error;
  const failure = productFailureOf(failed);
  const failedMessage = () => (failure ? failureMessage(failure, t, 'settings.subscription.changeCardFailed') : t('settings.subscription.changeCardFailed'));
  const state: CardChangeState =
    confirm.isSuccess && confirm.data.status === 'updated'
      ? { phase: 'changed' }
      : failed || confirm.isSuccess
        ? { phase: 'failed', message: failedMessage() }
        : confirm.isPending
          ? { phase: 'confirming' }
          : start.isSuccess
            ? { phase: 'open', ...start.data }
            : start.isPending
              ? { phase: 'starting' }
              : { phase: 'idle' };
  return {
    state,
    /** Opens the card form (again, after a failure). */
    open: () => {
      confirm.reset();
      start.mutate();
    },
    /** The kit verified the card. */
    verified: (executionId: string) => confirm.mutate(executionId),
  };
}
