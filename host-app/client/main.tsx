import { createRoot } from 'react-dom/client';
import { browserAuthSessionDeps, createAuthSession } from 'payment-client/auth-session';
import { adoptStyleSheet } from './styles/adoptStyleSheet';
import { API_PATHS } from '../shared/apiPaths';
import { BRAND_VARIANTS } from '../shared/brandVariants';
import { PRODUCT_HEADERS } from '../shared/headers';
import { API_VERSION, DEFAULT_DEVICE_OS } from '../shared/productConstants';
import { setupAnalytics } from './analytics';
import { deviceId } from './api/deviceId';
import { helpWidget, setHelpCredential } from './help';
import { App } from './App';
import { brandImageFromAvatar } from './config/brandImage';
import { applyBrandTheme } from './config/brandTheme';
import { readSiteConfig } from './config/siteConfig';
import { splitLocale } from './routing/localePath';
import baseCss from './styles/base.css?inline';
import contentCss from './styles/content.css?inline';
import controlsCss from './styles/controls.css?inline';
import mobileCss from './styles/mobile.css?inline';
import premiumCss from './styles/premium.css?inline';
import shellCss from './styles/shell.css?inline';

const config = readSiteConfig();
const brand = BRAND_VARIANTS[config.brand];

// A constructed stylesheet, which the site's CSP allows without 'unsafe-inline' (it would block a style element).
// The mobile rules come last so they win at the 768 px breakpoint.
adoptStyleSheet(document, [baseCss, shellCss, controlsCss, contentCss, premiumCss, mobileCss].join('\n'));
applyBrandTheme(brand);

// Read on every call, so answers come in the language of the page at that moment.
const productHeaders = () => ({
  [PRODUCT_HEADERS.version]: API_VERSION,
  [PRODUCT_HEADERS.language]: splitLocale(window.location.pathname).locale,
  [PRODUCT_HEADERS.os]: DEFAULT_DEVICE_OS,
  [PRODUCT_HEADERS.deviceId]: deviceId(),
});

const session = createAuthSession(
  browserAuthSessionDeps({
    headers: productHeaders,
    imageFromAvatar: brandImageFromAvatar(brand),
    // Product spec section 4: an unresolved profile load logs the support widget out.
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

const container = document.getElementById('root');
if (container) createRoot(container).render(<App config={config} session={session} />);
