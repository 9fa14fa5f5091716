import { useContext, useEffect } from 'react';
import { AuthSessionContext, useAuthSessionSelector } from 'payment-client/auth-session';

/** Calls `onReturn` each time the page becomes visible again (the viewer comes back to the tab); answers the removal. */
export function watchPageReturn(doc: Document, onReturn: () => void): () => void {
  const listener = () => {
    if (doc.visibilityState === 'visible') onReturn();
  };
  doc.addEventListener('visibilitychange', listener);
  return () => doc.removeEventListener('visibilitychange', listener);
}

/**
 * A viewer coming back to the tab gets their session checked again (the profile is reloaded), so a
 * session revoked meanwhile (a password changed on another device) signs out there and then,
 * instead of showing their name until the next call.
 */
export function useSessionRecheck(): void {
  const session = useContext(AuthSessionContext);
  const signedIn = useAuthSessionSelector((state) => state.status === 'authenticated');
  useEffect(() => {
    if (!session || !signedIn) return undefined;
    return watchPageReturn(document, () => void session.reload());
  }, [session, signedIn]);
}
