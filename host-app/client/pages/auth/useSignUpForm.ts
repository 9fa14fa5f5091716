import { useCallback, useState } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import { analytics, ANALYTICS_EVENTS } from '../../analytics';
import { signUp, verifySignUp } from '../../api/authApi';
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

/** The details, then the code sent to the email: the account signs in only once that code is entered. */
export type SignUpStep = { step: 'details' } | { step: 'code'; email: string; signUpToken: string };

/** Creates the account, then signs in with the token the emailed code is exchanged for. */
export function useSignUpForm() {
  const { t } = useI18n();
  const call = useProductCaller();
  const { signIn } = useAuthSession();
  const [state, setState] = useState<SignUpStep>({ step: 'details' });
  const [staySignedIn, setStaySignedIn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = useCallback(
    async (values: Record<Field, string>) => {
      setError(null);
      analytics.track(ANALYTICS_EVENTS.signupAttempt);
      const email = values.email.trim();
      const result = await signUp(call, { fullName: values.fullName.trim(), email, password: values.password });
      if (!result.ok) {
        analytics.track(ANALYTICS_EVENTS.signupFailed, { reason: result.kind });
        setError(failureMessage(result, t, 'auth.signUp.failed'));
        return;
      }
      setState({ step: 'code', email, signUpToken: result.data.signUpToken });
    },
    [call, t],
  );

  const verifyCode = useCallback(
    async (code: string) => {
      if (state.step !== 'code') return;
      setError(null);
      const result = await verifySignUp(call, { signUpToken: state.signUpToken, code, staySignedIn });
      if (!result.ok) {
        analytics.track(ANALYTICS_EVENTS.signupFailed, { reason: result.kind });
        setError(failureMessage(result, t, 'auth.codeVerifyFailed'));
        return;
      }
      analytics.track(ANALYTICS_EVENTS.signupSuccess);
      await signIn({ token: result.data.token.id, staySignedIn, profile: result.data.subscriber });
    },
    [call, signIn, staySignedIn, state, t],
  );

  const startOver = useCallback(() => {
    setError(null);
    setState({ step: 'details' });
  }, []);

  const form = useForm<Field>({ initialValues: { fullName: '', email: '', password: '' }, validate, onSubmit });
  return { ...form, state, staySignedIn, setStaySignedIn, error, verifyCode, startOver };
}
