import { useEffect, useRef, useState } from 'react';
import { useAuthSession } from 'payment-client/auth-session';
import { analytics, ANALYTICS_EVENTS } from '../../analytics';
import { takeIdentitySession } from '../../api/authApi';
import { useProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';
import { failureMessage } from './failureMessage';

export type IdentityHandOver = { status: 'signingIn' } | { status: 'failed'; message: string };

/**
 * Takes the session a provider's sign-in opened and signs the site in with it, as email sign-in
 * does (the token stored, its cookie written). The session can be taken once, so the call is made
 * once per page even when StrictMode runs the effect twice. Once signed in, the route sends the
 * viewer on to `next`.
 */
export function useIdentityHandOver(): IdentityHandOver {
  const { t } = useI18n();
  const call = useProductCaller();
  const { signIn } = useAuthSession();
  const [state, setState] = useState<IdentityHandOver>({ status: 'signingIn' });
  const taken = useRef(false);

  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    void (async () => {
      const result = await takeIdentitySession(call);
      if (!result.ok) {
        analytics.track(ANALYTICS_EVENTS.loginFailed, { reason: result.messageKey ?? result.kind });
        setState({ status: 'failed', message: failureMessage(result, t, 'auth.identity.expired') });
        return;
      }
      const { provider, account, token, subscriber, staySignedIn } = result.data;
      analytics.track(account === 'new' ? ANALYTICS_EVENTS.signupSuccess : ANALYTICS_EVENTS.loginSuccess, { method: provider, account });
      await signIn({ token: token.id, staySignedIn, profile: subscriber });
    })();
  }, [call, signIn, t]);

  return state;
}
