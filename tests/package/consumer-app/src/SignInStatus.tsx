// A site whose visitors sign in: one session for the page, read by the components below its provider.
import { useState } from 'react';
import { AuthSessionProvider, browserAuthSessionDeps, createAuthSession, useAuthSession, type Subscriber } from 'payment-client/auth-session';
import { TOKEN_LIFETIME_SECONDS } from 'payment-client/auth-session/constants';

function Greeting() {
  const { status, subscriber, isVip, logout } = useAuthSession();
  if (status !== 'authenticated' || !subscriber) return <p>Signed out; a sign-in lasts {TOKEN_LIFETIME_SECONDS / 3600} hours.</p>;
  const name: Subscriber['name'] = subscriber.name;
  return <button onClick={logout}>{isVip ? `${name} (premium)` : name}</button>;
}

export function SignInStatus() {
  const [session] = useState(() => createAuthSession(browserAuthSessionDeps({ headers: () => ({ 'X-Language': 'en' }) })));
  return (
    <AuthSessionProvider session={session}>
      <Greeting />
    </AuthSessionProvider>
  );
}
