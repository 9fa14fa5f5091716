import { createStore } from '../../../../headless/core/store/createStore';
import type { AuthSessionState } from '../../../../headless/core/authSession/authSessionReducer';
import type { AuthSession } from '../../../../headless/core/authSession/createAuthSession';

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
