import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlanChangeQuote, PlanChangeTarget } from '../../../contract/subscriptions/subscriptionTypes';
import { confirmPlanChange, quotePlanChange } from '../../api/profileApi';
import { dataOrThrow, productFailureOf } from '../../api/productCallError';
import { useProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from '../auth/failureMessage';

export type PlanChangeState =
  | { phase: 'idle' }
  | { phase: 'quoting' }
  | { phase: 'quoted'; quote: PlanChangeQuote }
  | { phase: 'confirming'; quote: PlanChangeQuote }
  | { phase: 'changed'; quote: PlanChangeQuote }
  | { phase: 'failed'; message: string };

/**
 * Changing plan: the quote is loaded first and shown, and only its amount is confirmed; the
 * details are loaded again after a change.
 */
export function usePlanChange(refreshDetails: () => void) {
  const { t } = useI18n();
  const call = useProductCaller();
  const [shown, setShown] = useState<PlanChangeQuote | null>(null);
  const quote = useMutation({ mutationFn: (plan: PlanChangeTarget) => quotePlanChange(call, plan).then(dataOrThrow), onSuccess: setShown });
  const confirm = useMutation({
    mutationFn: (quoted: PlanChangeQuote) => confirmPlanChange(call, quoted.toPlan, quoted.amount).then(dataOrThrow),
    onSuccess: refreshDetails,
  });
  const failed = quote.error ?? confirm.error;
  const failure = productFailureOf(failed);
  const state: PlanChangeState = confirm.isSuccess
    ? { phase: 'changed', quote: confirm.data.quote }
    : failed
      ? { phase: 'failed', message: failure ? failureMessage(failure, t, 'settings.subscription.planChange.failed') : t('settings.subscription.planChange.failed') }
      : confirm.isPending && shown
        ? { phase: 'confirming', quote: shown }
        : quote.isPending
          ? { phase: 'quoting' }
          : shown
            ? { phase: 'quoted', quote: shown }
            : { phase: 'idle' };
  return {
    state,
    ask: (plan: PlanChangeTarget) => {
      confirm.reset();
      setShown(null);
      quote.mutate(plan);
    },
    confirm: () => {
      if (shown && !confirm.isPending) confirm.mutate(shown);
    },
    keep: () => {
      quote.reset();
      confirm.reset();
      setShown(null);
    },
  };
}
