import { useContext, useMemo, useSyncExternalStore } from 'react';
import { OUTSIDE_PROVIDER_MESSAGE } from '../core/authSession/authSessionConstants';
import { initialAuthSessionState, isVip, type AuthSessionState, type AuthStatus } from '../core/authSession/authSessionReducer';
import type { AuthSession } from '../core/authSession/createAuthSession';
import type { SessionToken, Subscriber } from '../core/authSession/subscriber';
import { AuthSessionContext } from './AuthSessionProvider';

export interface UseAuthSessionResult {
  state: AuthSessionState;
  status: AuthStatus;
  token: SessionToken | null;
  subscriber: Subscriber | null;
  /** False while the subscription lookup is pending; see `state.vipStatus`. */
  isVip: boolean;
  signIn: AuthSession['signIn'];
  logout: AuthSession['logout'];
  becomeSubscriber: AuthSession['becomeSubscriber'];
  loseSubscription: AuthSession['loseSubscription'];
  updateSubscriber: AuthSession['updateSubscriber'];
  reload: AuthSession['reload'];
}

function useAuthSessionContext(): AuthSession {
  const session = useContext(AuthSessionContext);
  // PR-AUTH-9 names this exact message.
  if (!session) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return session;
}

/**
 * What a server render and the hydrating browser both render with: no one is known yet. A page
 * served to everyone cannot know its viewer, and hydration must match it; the stored token's
 * state follows in the render right after hydration.
 */
const getServerSnapshot = (): AuthSessionState => initialAuthSessionState;

/** The session state and its actions, from the nearest `AuthSessionProvider`. */
export function useAuthSession(): UseAuthSessionResult {
  const session = useAuthSessionContext();
  const state = useSyncExternalStore(session.subscribe, session.getState, getServerSnapshot);
  return useMemo(
    () => ({
      state,
      status: state.status,
      token: state.token,
      subscriber: state.subscriber,
      isVip: isVip(state),
      signIn: session.signIn,
      logout: session.logout,
      becomeSubscriber: session.becomeSubscriber,
      loseSubscription: session.loseSubscription,
      updateSubscriber: session.updateSubscriber,
      reload: session.reload,
    }),
    [session, state],
  );
}

/**
 * One slice of the session state; re-renders only when that slice changes. The selector must
 * return a primitive or a part of the state, not a new object on every call.
 */
export function useAuthSessionSelector<T>(selector: (state: AuthSessionState) => T): T {
  const session = useAuthSessionContext();
  const getSnapshot = () => selector(session.getState());
  return useSyncExternalStore(session.subscribe, getSnapshot, () => selector(getServerSnapshot()));
}
