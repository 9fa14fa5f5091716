import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import { updateFullName } from '../../api/profileApi';
import { dataOrThrow, productFailureOf } from '../../api/productCallError';
import { useProductCaller } from '../../api/useProductCaller';
import { fullNameProblem } from '../../forms/fieldRules';
import { useForm } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from '../auth/failureMessage';

const validate = (values: { fullName: string }) => ({ fullName: fullNameProblem(values.fullName) });

/** Changing the full name: saved on the server, then applied to the session in place (no profile reload). */
export function useNameForm(currentName: string) {
  const { t } = useI18n();
  const call = useProductCaller();
  const { updateSubscriber } = useAuthSession();
  // The name lives in the session, not in a query: the answer is applied to it in place.
  const saving = useMutation({
    mutationFn: (fullName: string) => updateFullName(call, fullName).then(dataOrThrow),
    onSuccess: (profile, fullName) => updateSubscriber({ fullname: profile?.fullName ?? fullName }),
  });
  const { mutateAsync, reset } = saving;

  const onSubmit = useCallback(
    async (values: { fullName: string }) => {
      reset();
      // The outcome is read from the mutation's state below; the form only waits for it.
      await mutateAsync(values.fullName.trim().normalize('NFC')).catch(() => undefined);
    },
    [mutateAsync, reset],
  );

  const failure = productFailureOf(saving.error);
  const outcome = saving.isSuccess
    ? { tone: 'success' as const, message: t('settings.login.nameSaved') }
    : saving.isError
      ? { tone: 'error' as const, message: failure ? failureMessage(failure, t, 'settings.login.nameFailed') : t('settings.login.nameFailed') }
      : null;

  const form = useForm<'fullName'>({ initialValues: { fullName: currentName }, validate, onSubmit });
  return { ...form, outcome };
}
