import { useCallback, useState } from 'react';
import { changePassword } from '../../api/authApi';
import { useProductCaller } from '../../api/useProductCaller';
import { newPasswordProblem } from '../../forms/fieldRules';
import { useForm } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from '../auth/failureMessage';

type Field = 'currentPassword' | 'newPassword';
type Outcome = { tone: 'success' | 'error'; message: string } | null;

// The current password is checked by the server: an account made by a code has none to give.
const validate = (values: Record<Field, string>) => ({ newPassword: newPasswordProblem(values.newPassword) });

/** A new password, with the current one; this device stays signed in and the others are signed out. */
export function usePasswordChange() {
  const { t } = useI18n();
  const call = useProductCaller();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = useCallback(
    async (values: Record<Field, string>) => {
      setOutcome(null);
      const currentPassword = values.currentPassword === '' ? {} : { currentPassword: values.currentPassword };
      const result = await changePassword(call, { ...currentPassword, newPassword: values.newPassword });
      setOutcome(
        result.ok
          ? { tone: 'success', message: t('settings.password.saved') }
          : { tone: 'error', message: failureMessage(result, t, 'settings.password.failed') },
      );
    },
    [call, t],
  );

  const form = useForm<Field>({ initialValues: { currentPassword: '', newPassword: '' }, validate, onSubmit });
  return { ...form, outcome };
}
