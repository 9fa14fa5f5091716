import { useCallback, useState } from 'react';
import { useAuthSession } from '../../../../headless/react/useAuthSession';
import { analytics, ANALYTICS_EVENTS } from '../../analytics';
import { signUp } from '../../api/authApi';
import { useProductCaller } from '../../api/useProductCaller';
import { emailProblem, fullNameProblem, newPasswordProblem } from '../../forms/fieldRules';
import { useForm } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from './failureMessage';

type Field = 'fullName' | 'email' | 'password';

const validate = (values: Record<Field, string>) => ({
  fullName: fullNameProblem(values.fullName),
  email: emailProblem(values.email),
  password: newPasswordProblem(values.password),
});

/** Creates the account and signs straight in with the token of the answer. */
export function useSignUpForm() {
  const { t } = useI18n();
  const call = useProductCaller();
  const { signIn } = useAuthSession();
  const [staySignedIn, setStaySignedIn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = useCallback(
    async (values: Record<Field, string>) => {
      setError(null);
      analytics.track(ANALYTICS_EVENTS.signupAttempt);
      const result = await signUp(call, { fullName: values.fullName.trim(), email: values.email.trim(), password: values.password, staySignedIn });
      if (!result.ok) {
        analytics.track(ANALYTICS_EVENTS.signupFailed, { reason: result.kind });
        setError(failureMessage(result, t, 'auth.signUp.failed'));
        return;
      }
      analytics.track(ANALYTICS_EVENTS.signupSuccess);
      await signIn({ token: result.data.token.id, staySignedIn, profile: result.data.subscriber });
    },
    [call, signIn, staySignedIn, t],
  );

  const form = useForm<Field>({ initialValues: { fullName: '', email: '', password: '' }, validate, onSubmit });
  return { ...form, staySignedIn, setStaySignedIn, error };
}
