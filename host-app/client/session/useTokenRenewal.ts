import { useContext, useEffect } from 'react';
import { AuthSessionContext, useAuthSessionSelector } from 'payment-client/auth-session';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { SignedIn } from '../../contract/account/accountTypes';
import { callProduct } from '../api/productClient';
import { splitLocale } from '../routing/localePath';
import { RENEWAL_RETRY_MS, waitForRenewal } from './renewalSchedule';

/**
 * Renews the signed-in token before the server stops accepting it (POST signin-token), so a viewer
 * who keeps the site open stays signed in. A refused renewal (the session was revoked or has
 * expired) signs out at once, so the header never shows a viewer the server no longer knows.
 * One renewal at a time: the next is scheduled only once the token has changed.
 */
export function useTokenRenewal(): void {
  const session = useContext(AuthSessionContext);
  const token = useAuthSessionSelector((state) => (state.status === 'authenticated' ? state.token.id : null));

  useEffect(() => {
    const lifetime = token ? session?.tokenLifetime() : null;
    if (!session || !token || !lifetime) return undefined;
    let cancelRetry = () => {};
    let cancelled = false;

    const renew = async () => {
      // Read at the call, like every product call's language: this runs above the locale router.
      const { locale } = splitLocale(window.location.pathname);
      const result = await callProduct<SignedIn>({ locale, token }, { method: 'POST', path: API_PATHS.signInWithToken, body: { token } });
      if (cancelled) return;
      if (result.ok) session.renewToken(token, result.data.token.id);
      else if (result.kind === 'unauthorized') session.logout();
      // Unreachable or failing: try again while the token may still be good.
      else if (Date.now() < lifetime.expiresAt) {
        const retry = setTimeout(() => void renew(), RENEWAL_RETRY_MS);
        cancelRetry = () => clearTimeout(retry);
      }
    };

    const cancelWait = waitForRenewal(lifetime, () => void renew());
    return () => {
      cancelled = true;
      cancelWait();
      cancelRetry();
    };
  }, [session, token]);
}
