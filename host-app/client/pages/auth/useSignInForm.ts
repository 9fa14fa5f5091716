import { useCallback, useState } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import { analytics, ANALYTICS_EVENTS } from '../../analytics';
import { signInWithPassword } from '../../api/authApi';
import { useProductCaller } from '../../api/useProductCaller';
import { emailProblem, existingPasswordProblem } from '../../forms/fieldRules';
import { useForm } from '../../forms/useForm';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from './failureMessage';

type Field = 'email' | 'password';

const validate = (values: Record<Field, string>) => ({ email: emailProblem(values.email), password: existingPasswordProblem(values.password) });

/** Email sign-in: validates, signs in, and hands the token to the session (8 hours unless "stay signed in"). */
export function useSignInForm() {
  const { t } = useI18n();
  const call = useProductCaller();
  const { signIn } = useAuthSession();
  const [staySignedIn, setStaySignedIn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = useCallback(
    async (values: Record<Field, string>) => {
      setError(null);
      analytics.track(ANALYTICS_EVENTS.loginAttempt);
      const result = await signInWithPassword(call, { email: values.email.trim(), password: values.password, staySignedIn });
      if (!result.ok) {
        analytics.track(ANALYTICS_EVENTS.loginFailed, { reason: result.kind });
        setError(failureMessage(result, t, 'auth.signIn.failed'));
        return;
      }
      analytics.track(ANALYTICS_EVENTS.loginSuccess);
      await signIn({ token: result.data.token.id, staySignedIn, profile: result.data.subscriber });
    },
    [call, signIn, staySignedIn, t],
  );

  const form = useForm<Field>({ initialValues: { email: '', password: '' }, validate, onSubmit });
  return { ...form, staySignedIn, setStaySignedIn, error };
}
