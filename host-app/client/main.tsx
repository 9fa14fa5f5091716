// The site renders on Preact (build/reactOnPreact.mjs): a profiler that installs Preact's devtools hook hears every render, as React's hook would.
import 'preact/devtools';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserAuthSessionDeps, createAuthSession } from 'payment-client/auth-session';
import { API_PATHS } from '../contract/http/apiPaths';
import { BRAND_VARIANTS } from '../contract/site/brandVariants';
import { PRODUCT_HEADERS } from '../contract/http/headers';
import { API_VERSION } from '../contract/account/authSession';
import { DEFAULT_DEVICE_OS } from '../contract/analytics/analyticsConstants';
import { setupAnalytics } from './analytics';
import { deviceId } from './api/deviceId';
import { xsrfHeader } from './api/xsrfToken';
import { helpWidget, setHelpCredential } from './help';
import { App } from './App';
import { beginHydration } from './browse/deferredHydration';
import { createSiteQueryClient } from './api/siteQueryClient';
import { reviveProductCallError } from './api/productCallError';
import { brandImageFromAvatar } from './config/brandImage';
import { applyBrandTheme } from './config/brandTheme';
import { readSiteConfig } from './config/siteConfig';
import { loadLanguage } from './i18n/siteI18n';
import type { LazyPage } from './routing/lazyPage';
import { splitLocale } from './routing/localePath';
import { routeForPath } from './routing/routeTable';
import { QUERY_STATE_ID } from './server/documentHtml';
import { holdEarlyInteractions } from './server/earlyInteractions';
import { replayTypedInput, typedInput } from './server/replayTypedInput';

const config = readSiteConfig();
const brand = BRAND_VARIANTS[config.brand];

// The stylesheet is linked from the page the server rendered (styles/site.css); the brand's colours are set here.
applyBrandTheme(brand);

// Read on every call, so answers come in the language of the page at that moment.
const productHeaders = () => ({
  [PRODUCT_HEADERS.version]: API_VERSION,
  [PRODUCT_HEADERS.language]: splitLocale(window.location.pathname).locale,
  [PRODUCT_HEADERS.os]: DEFAULT_DEVICE_OS,
  [PRODUCT_HEADERS.deviceId]: deviceId(),
  ...xsrfHeader(),
});

const session = createAuthSession(
  browserAuthSessionDeps({
    headers: productHeaders,
    imageFromAvatar: brandImageFromAvatar(brand),
    // PR-AUTH-4: an unresolved profile load logs the support widget out.
    onUnresolved: () => helpWidget.logout(),
  }),
);

setupAnalytics({
  ingestUrl: API_PATHS.analyticsEvents,
  remoteConfigUrl: API_PATHS.analyticsRemoteConfig,
  headers: productHeaders,
  // While the profile is still loading the stored token is sent too; the server decides whether it is valid.
  credential: () => session.getState().token?.id ?? null,
});

// A subscriber's help chat messages go with their token, so the API answers at the account's email.
setHelpCredential(() => session.getState().token?.id ?? null);

// Started before the first render: the stored token is read at once, so the first page view
// (tracked by a child effect, before the provider's own effect runs) already carries it.
void session.start();

/** The answers the server rendered the page with, so the browser asks for none of them again. */
function serverQueryState(): DehydratedState | null {
  const text = document.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as DehydratedState;
  // A definitive failure (not found) comes over as its JSON: the page tells it apart by its class.
  for (const query of state.queries) query.state.error = reviveProductCallError(query.state.error) as Error | null;
  return state;
}

const container = document.getElementById('root');
if (container) {
  const queryClient = createSiteQueryClient();
  const state = serverQueryState();
  if (state) {
    hydrate(queryClient, state);
    // Not asked again as the page mounts, so the first render matches the server's not-found page.
    for (const query of state.queries) if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  const app = <App config={config} session={session} queryClient={queryClient} />;
  if (container.hasChildNodes()) {
    // The page's language and the page's own code are in before hydration, so the first render
    // matches the server's and nothing under it suspends.
    const releasePresses = holdEarlyInteractions(container);
    const { locale, path } = splitLocale(window.location.pathname);
    const page = routeForPath(brand, path).page;
    Promise.all([loadLanguage(locale), 'preload' in page ? (page as LazyPage).preload(locale) : undefined])
      .then(() => {
        beginHydration();
        const typed = typedInput(container);
        hydrateRoot(container, app);
        replayTypedInput(typed);
        releasePresses();
      })
      .catch((error: unknown) => {
        // Not hydrated (the page's chunk failed to load): the server's page stays, and what was held
        // meanwhile goes as the browser sends it. The failure is still reported.
        releasePresses();
        throw error;
      });
  } else {
    createRoot(container).render(app);
  }
}
