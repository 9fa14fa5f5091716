import { Suspense, useContext, useEffect, useSyncExternalStore } from 'react';
import { AuthSessionContext } from 'payment-client/auth-session';
import { loadHelpStrings } from '../i18n/siteI18n';
import { lazyPage } from '../routing/lazyPage';
import type { HelpWidgetController } from './helpWidgetSession';
import { helpWidget } from './siteHelpWidget';

// The chat panel is its own chunk, fetched with its strings the first time a visible widget renders.
const SupportChat = lazyPage<'SupportChat', { controller: HelpWidgetController }>(() => import('./chat/SupportChat'), 'SupportChat', (locale) => loadHelpStrings(locale));

export interface HelpWidgetProps {
  /** The signed-in user's email; omitted: read from the auth session. */
  email?: string | null;
  /** The signed-in user's name; omitted: read from the auth session. */
  name?: string | null;
  /** Error pages, bare pages and pages that hide help: nothing renders and nothing loads. */
  hidden?: boolean;
}

/** The support chat, identified with the signed-in user's email and name. */
export function HelpWidget({ email, name, hidden = false }: HelpWidgetProps) {
  const fromSession = useSessionContact();
  const contactEmail = email === undefined ? fromSession.email : email;
  const contactName = name === undefined ? fromSession.name : name;

  useEffect(() => {
    if (contactEmail && contactName) helpWidget.identify({ email: contactEmail, name: contactName });
    // Nobody signed in (any more): the chat must not keep talking as the previous person.
    else if (helpWidget.store.getState().identity) helpWidget.logout();
  }, [contactEmail, contactName]);

  if (hidden) return null;
  return (
    <Suspense fallback={null}>
      <SupportChat controller={helpWidget} />
    </Suspense>
  );
}

const noSubscription = () => () => {};

function useSessionContact(): { email: string | null; name: string | null } {
  const session = useContext(AuthSessionContext);
  const subscriber = () => {
    const state = session?.getState();
    return state?.status === 'authenticated' ? state.subscriber : null;
  };
  const email = useSyncExternalStore(session?.subscribe ?? noSubscription, () => subscriber()?.email ?? null, () => null);
  const name = useSyncExternalStore(session?.subscribe ?? noSubscription, () => subscriber()?.name ?? null, () => null);
  return { email, name };
}
