import { createContext, useEffect, useState, type ReactNode } from 'react';
import { createAuthSession, type AuthSession, type AuthSessionDeps } from '../core/authSession/createAuthSession';

export const AuthSessionContext = createContext<AuthSession | null>(null);

/** Give a session made elsewhere, or the dependencies to make one. Read once, on first render. */
export type AuthSessionProviderProps =
  | { session: AuthSession; deps?: undefined; children?: ReactNode }
  | { deps: AuthSessionDeps; session?: undefined; children?: ReactNode };

function sessionFrom(props: AuthSessionProviderProps): AuthSession {
  if (props.session) return props.session;
  if (props.deps) return createAuthSession(props.deps);
  throw new Error('AuthSessionProvider needs a `session` (from createAuthSession) or `deps` to create one.');
}

/** Provides the auth session to `useAuthSession` and starts it (reads the stored token) once mounted. */
export function AuthSessionProvider(props: AuthSessionProviderProps) {
  const [session] = useState(() => sessionFrom(props));
  const replaced = props.session !== undefined && props.session !== session;

  useEffect(() => {
    void session.start();
  }, [session]);

  useEffect(() => {
    // Swapping sessions under mounted components would mix two visitors' states.
    if (replaced) console.warn('AuthSessionProvider: a different `session` was given after mount; the first one is kept.');
  }, [replaced]);

  return <AuthSessionContext.Provider value={session}>{props.children}</AuthSessionContext.Provider>;
}
