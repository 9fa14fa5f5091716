import type { AuthSessionDeps } from 'payment-client/auth-session';

const refused = () => Promise.reject(new Error('A server render has no signed-in viewer.'));

/**
 * A server render is for no one in particular: the session it renders with never starts, stores
 * nothing and asks nothing, so every viewer gets the same first HTML and their own state after hydration.
 */
export function anonymousSessionDeps(): AuthSessionDeps {
  return {
    storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    cookies: { write: () => {} },
    clock: { now: () => Date.now() },
    api: { getProfile: refused, getSubscriptionStatus: refused },
  };
}
