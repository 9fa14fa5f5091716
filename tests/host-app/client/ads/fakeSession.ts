import type { AuthSession, AuthSessionState } from 'payment-client/auth-session';
import { createStore } from '../../../../host-app/client/state/createStore';

/** An auth session whose state the test sets; only what the ads and help widget read. */
export function fakeAuthSession(initial: AuthSessionState) {
  const store = createStore(initial);
  const session = { getState: store.getState, subscribe: store.subscribe, start: async () => {} } as unknown as AuthSession;
  return { session, setState: store.setState };
}

export const subscriberState = (isVip: boolean, vipStatus: 'pending' | 'resolved' = 'resolved'): AuthSessionState => ({
  status: 'authenticated',
  token: { id: 'tok_1' },
  vipStatus,
  subscriber: { id: 'sub_1', image: null, isVip, name: 'Layla Haddad', fullname: 'Layla Haddad', email: 'layla@example.com', country: 'AE', phoneNumber: null },
});
