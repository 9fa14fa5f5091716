import { useCallback, useState } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import type { OtpSent, OtpVerified } from '../../../contract/account/accountTypes';
import { analytics, ANALYTICS_EVENTS } from '../../analytics';
import { signInWithOneTimeToken } from '../../api/authApi';
import type { ProductResult } from '../../api/productClient';
import { useProductCaller, type ProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from './failureMessage';
import { useResendCooldown } from './useResendCooldown';

/** Where the code goes and how it is checked: a phone number or an email address. */
export interface OtpChannel<T> {
  send: (call: ProductCaller, target: T) => Promise<ProductResult<OtpSent>>;
  verify: (call: ProductCaller, target: T, code: string) => Promise<ProductResult<OtpVerified>>;
}

export type OtpStep<T> =
  | { step: 'target' }
  | { step: 'code'; target: T; sent: OtpSent }
  /** The code was right but no account has this number yet: the account needs a name. */
  | { step: 'name'; signInToken: string };

/**
 * One-time-code sign-in: send a code, verify it, then exchange the one-time token for a
 * session (with a name when the account is new).
 */
export function useOtpSignIn<T>(channel: OtpChannel<T>) {
  const { t } = useI18n();
  const call = useProductCaller();
  const { signIn } = useAuthSession();
  const [state, setState] = useState<OtpStep<T>>({ step: 'target' });
  const [staySignedIn, setStaySignedIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { remaining: resendIn, startCooldown } = useResendCooldown();

  const sendCode = useCallback(
    async (target: T): Promise<boolean> => {
      setError(null);
      setNotice(null);
      analytics.track(ANALYTICS_EVENTS.loginOtpRequestAttempt);
      const result = await channel.send(call, target);
      if (!result.ok) {
        analytics.track(ANALYTICS_EVENTS.loginOtpRequestFailed, { reason: result.kind });
        setError(failureMessage(result, t, 'auth.codeSendFailed'));
        // A refused resend says how long to wait; the button stays off until then.
        if (result.retryAfterSeconds !== undefined) startCooldown(result.retryAfterSeconds);
        return false;
      }
      analytics.track(ANALYTICS_EVENTS.loginOtpRequestSuccess);
      // The wait before a new code is the server's, so the button and the API's limit agree.
      startCooldown(result.data.resendAfterSeconds);
      setState({ step: 'code', target, sent: result.data });
      return true;
    },
    [call, channel, startCooldown, t],
  );

  /** A new code to the same number or address, once the cooldown has passed; the last code sent is the one to enter. */
  const resendCode = useCallback(async () => {
    if (state.step !== 'code' || resendIn > 0) return;
    if (await sendCode(state.target)) setNotice(t('auth.reset.resent'));
  }, [resendIn, sendCode, state, t]);

  const finish = useCallback(
    async (signInToken: string, fullName?: string) => {
      // A name is sent only for a new account: that is a sign-up, not a sign-in.
      const outcomes = fullName
        ? { success: ANALYTICS_EVENTS.signupSuccess, failed: ANALYTICS_EVENTS.signupFailed }
        : { success: ANALYTICS_EVENTS.loginSuccess, failed: ANALYTICS_EVENTS.loginFailed };
      const result = await signInWithOneTimeToken(call, { token: signInToken, staySignedIn, ...(fullName ? { fullName } : {}) });
      if (!result.ok) {
        analytics.track(outcomes.failed, { reason: result.kind });
        setError(failureMessage(result, t, 'auth.codeVerifyFailed'));
        return;
      }
      analytics.track(outcomes.success);
      await signIn({ token: result.data.token.id, staySignedIn, profile: result.data.subscriber });
    },
    [call, signIn, staySignedIn, t],
  );

  const verifyCode = useCallback(
    async (code: string) => {
      if (state.step !== 'code') return;
      setError(null);
      analytics.track(ANALYTICS_EVENTS.loginAttempt);
      const result = await channel.verify(call, state.target, code);
      if (!result.ok) {
        analytics.track(ANALYTICS_EVENTS.loginFailed, { reason: result.kind });
        setError(failureMessage(result, t, 'auth.codeVerifyFailed'));
        return;
      }
      if (result.data.isNewSubscriber) {
        setState({ step: 'name', signInToken: result.data.signInToken });
        return;
      }
      await finish(result.data.signInToken);
    },
    [call, channel, finish, state, t],
  );

  const completeWithName = useCallback(
    async (fullName: string) => {
      if (state.step !== 'name') return;
      setError(null);
      analytics.track(ANALYTICS_EVENTS.signupAttempt);
      await finish(state.signInToken, fullName);
    },
    [finish, state],
  );

  const startOver = useCallback(() => {
    setError(null);
    setNotice(null);
    setState({ step: 'target' });
  }, []);

  return { state, error, notice, resendIn, staySignedIn, setStaySignedIn, sendCode, resendCode, verifyCode, completeWithName, startOver };
}
