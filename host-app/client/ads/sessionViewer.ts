import { useContext, useSyncExternalStore } from 'react';
import { AuthSessionContext, type AuthSessionState } from 'payment-client/auth-session';

const noSubscription = () => () => {};

/** VIP status from the auth session: null until known; false for visitors and outside a session. */
export function vipStatusOf(state: AuthSessionState | null): boolean | null {
  if (!state || state.status === 'unauthorized') return false;
  if (state.status === 'unknown') return null;
  return state.vipStatus === 'resolved' ? state.subscriber.isVip : null;
}

/** The session's VIP status and bearer token, read without requiring a session provider. */
export function useSessionViewer(): { isVIP: boolean | null; token: string | null } {
  const session = useContext(AuthSessionContext);
  const isVIP = useSyncExternalStore(session?.subscribe ?? noSubscription, () => vipStatusOf(session?.getState() ?? null), () => null);
  const token = useSyncExternalStore(session?.subscribe ?? noSubscription, () => session?.getState().token?.id ?? null, () => null);
  return { isVIP, token };
}
