import { useAuthSessionSelector } from 'payment-client/auth-session';

/**
 * Who the answers are for: the subscriber's id when signed in; `restoring` while a stored token is
 * being checked (calls carry it, so answers may be personal); otherwise `guest`.
 */
export function useViewerId(): string {
  return useAuthSessionSelector((state) => (state.status === 'authenticated' ? state.subscriber.id : state.token ? 'restoring' : 'guest'));
}
