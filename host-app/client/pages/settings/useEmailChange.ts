import { useCallback, useState } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import { startEmailChange, verifyEmailChange } from '../../api/authApi';
import { useProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from '../auth/failureMessage';

export type EmailChangeStep = { step: 'email' } | { step: 'code'; email: string };
type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * A new email (or a first one, for an account made with a phone number): a code goes to it, and
 * the account's email changes once that code is entered. Other devices are then signed out.
 */
export function useEmailChange() {
  const { t } = useI18n();
  const call = useProductCaller();
  const { updateSubscriber } = useAuthSession();
  const [state, setState] = useState<EmailChangeStep>({ step: 'email' });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const sendCode = useCallback(
    async (email: string) => {
      setOutcome(null);
      const result = await startEmailChange(call, email);
      if (!result.ok) {
        setOutcome({ tone: 'error', message: failureMessage(result, t, 'auth.codeSendFailed') });
        return;
      }
      setState({ step: 'code', email });
    },
    [call, t],
  );

  const verifyCode = useCallback(
    async (code: string) => {
      if (state.step !== 'code') return;
      setOutcome(null);
      const result = await verifyEmailChange(call, { email: state.email, code });
      if (!result.ok) {
        setOutcome({ tone: 'error', message: failureMessage(result, t, 'settings.email.failed') });
        return;
      }
      updateSubscriber({ email: result.data.email });
      setState({ step: 'email' });
      setOutcome({ tone: 'success', message: t('settings.email.saved') });
    },
    [call, state, t, updateSubscriber],
  );

  const startOver = useCallback(() => {
    setOutcome(null);
    setState({ step: 'email' });
  }, []);

  return { state, outcome, sendCode, verifyCode, startOver };
}
