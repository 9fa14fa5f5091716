import { useMutation } from '@tanstack/react-query';
import { resumeSubscription } from '../../api/profileApi';
import { dataOrThrow, productFailureOf } from '../../api/productCallError';
import { useProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from '../auth/failureMessage';

export type ResumeState = { phase: 'idle' } | { phase: 'resuming' } | { phase: 'resumed' } | { phase: 'failed'; message: string };

/** Resuming a cancelled subscription before its period ends; the details are loaded again after. */
export function useSubscriptionResume(subscriberId: string, refreshDetails: () => void) {
  const { t } = useI18n();
  const call = useProductCaller();
  const resume = useMutation({ mutationFn: () => resumeSubscription(call, subscriberId).then(dataOrThrow), onSuccess: refreshDetails });
  const failure = productFailureOf(resume.error);
  const state: ResumeState = resume.isPending
    ? { phase: 'resuming' }
    : resume.isSuccess
      ? { phase: 'resumed' }
      : resume.isError
        ? { phase: 'failed', message: failure ? failureMessage(failure, t, 'settings.subscription.resumeFailed') : t('settings.subscription.resumeFailed') }
        : { phase: 'idle' };
  return {
    state,
    resume: () => {
      if (!resume.isPending) resume.mutate();
    },
  };
}
