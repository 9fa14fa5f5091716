import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useAuthSession } from 'payment-client/auth-session';
import { analytics, ANALYTICS_EVENTS } from '../analytics';
import { signOut } from '../api/authApi';
import { useProductCaller } from '../api/useProductCaller';
import { SITE_ROUTES } from '../../contract/site/sitePaths';

/** Revokes the token on the server, then forgets it locally whatever the answer, and goes home. */
export function useSignOut(): () => Promise<void> {
  const call = useProductCaller();
  const { logout } = useAuthSession();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    analytics.track(ANALYTICS_EVENTS.logoutAttempt);
    // Queued events go while their token still counts: once revoked, the ingest files them as GUEST.
    await analytics.flush('now');
    const result = await signOut(call);
    analytics.track(result.ok ? ANALYTICS_EVENTS.logoutSuccess : ANALYTICS_EVENTS.logoutFailed);
    logout();
    navigate(SITE_ROUTES.home);
  }, [call, logout, navigate]);
}
