import { useCallback, useState } from 'react';
import { useAuthSession } from '../../../../headless/react/useAuthSession';
import { updateFullName } from '../../api/profileApi';
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
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const onSubmit = useCallback(
    async (values: { fullName: string }) => {
      setOutcome(null);
      const fullName = values.fullName.trim().normalize('NFC');
      const result = await updateFullName(call, fullName);
      if (!result.ok) {
        setOutcome({ tone: 'error', message: failureMessage(result, t, 'settings.login.nameFailed') });
        return;
      }
      updateSubscriber({ fullname: result.data?.fullName ?? fullName });
      setOutcome({ tone: 'success', message: t('settings.login.nameSaved') });
    },
    [call, t, updateSubscriber],
  );

  const form = useForm<'fullName'>({ initialValues: { fullName: currentName }, validate, onSubmit });
  return { ...form, outcome };
}
