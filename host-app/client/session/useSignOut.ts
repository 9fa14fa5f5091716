import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useAuthSession } from '../../../headless/react/useAuthSession';
import { analytics, ANALYTICS_EVENTS } from '../analytics';
import { signOut } from '../api/authApi';
import { useProductCaller } from '../api/useProductCaller';

/** Revokes the token on the server, then forgets it locally whatever the answer, and goes home. */
export function useSignOut(): () => Promise<void> {
  const call = useProductCaller();
  const { logout } = useAuthSession();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    analytics.track(ANALYTICS_EVENTS.logoutAttempt);
    const result = await signOut(call);
    analytics.track(result.ok ? ANALYTICS_EVENTS.logoutSuccess : ANALYTICS_EVENTS.logoutFailed);
    logout();
    navigate('/');
  }, [call, logout, navigate]);
}
