import { useCallback, useState } from 'react';
import { completePasswordReset, startPasswordReset } from '../../api/authApi';
import { useProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from './failureMessage';
import { useResendCooldown } from './useResendCooldown';

export type PasswordResetStep = { step: 'email' } | { step: 'code'; email: string } | { step: 'done' };

/**
 * A forgotten password: a code to the account's email, then the code with a new password. The
 * new password is not a sign-in: every session ends and the viewer signs in with it.
 */
export function usePasswordReset() {
  const { t } = useI18n();
  const call = useProductCaller();
  const [state, setState] = useState<PasswordResetStep>({ step: 'email' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cooldown = useResendCooldown();
  const { startCooldown } = cooldown;

  const sendCode = useCallback(
    async (email: string) => {
      setError(null);
      setNotice(null);
      const result = await startPasswordReset(call, email);
      if (!result.ok) {
        setError(failureMessage(result, t, 'auth.codeSendFailed'));
        if (result.retryAfterSeconds !== undefined) startCooldown(result.retryAfterSeconds);
        return false;
      }
      startCooldown(result.data.resendAfterSeconds);
      setState({ step: 'code', email });
      return true;
    },
    [call, startCooldown, t],
  );

  const resend = useCallback(async () => {
    if (state.step !== 'code') return;
    if (await sendCode(state.email)) setNotice(t('auth.reset.resent'));
  }, [sendCode, state, t]);

  const complete = useCallback(
    async (code: string, newPassword: string) => {
      if (state.step !== 'code') return;
      setError(null);
      setNotice(null);
      const result = await completePasswordReset(call, { email: state.email, code, newPassword });
      if (!result.ok) {
        setError(failureMessage(result, t, 'auth.reset.failed'));
        return;
      }
      setState({ step: 'done' });
    },
    [call, state, t],
  );

  const startOver = useCallback(() => {
    setError(null);
    setNotice(null);
    setState({ step: 'email' });
  }, []);

  return { state, error, notice, resendIn: cooldown.remaining, sendCode, resend, complete, startOver };
}
