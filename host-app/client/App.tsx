import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AuthSessionProvider, type AuthSession } from 'payment-client/auth-session';
import { AdsProvider } from './ads';
import type { ProductClientOptions } from './api/productClient';
import { ProductFetchContext } from './api/productFetchContext';
import { createSiteQueryClient } from './api/siteQueryClient';
import { SiteConfigProvider } from './config/SiteConfigProvider';
import type { SiteConfig } from './config/siteConfig';
import { ServerErrorPage } from './pages/errors/ServerErrorPage';
import { PlayerProvider } from './player/PlayerContext';
import { LocaleRouter } from './routing/LocaleRouter';
import { SiteRoutes } from './routing/SiteRoutes';
import { useAnalyticsIdentity } from './session/useAnalyticsIdentity';
import { useViewerCache } from './session/useViewerCache';
import { useSessionRecheck } from './session/useSessionRecheck';
import { useTokenRenewal } from './session/useTokenRenewal';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { useDevToolsGuard } from './shell/useDevToolsGuard';

export interface AppProps {
  config: SiteConfig;
  /** The auth session (browser dependencies in the page, fakes in tests). */
  session: AuthSession;
  /** Server state of the product API; one per app unless a test brings its own. */
  queryClient?: QueryClient;
  /** Where product calls go: the page's origin unless a server render routes them in process. */
  productFetch?: ProductClientOptions;
}

const SAME_ORIGIN: ProductClientOptions = {};

/** The application shell: configuration, session, locale from the address, ads and player contexts, routes. */
export function App({ config, session, queryClient, productFetch = SAME_ORIGIN }: AppProps) {
  const [client] = useState(() => queryClient ?? createSiteQueryClient());
  return (
    <SiteConfigProvider config={config}>
      <AuthSessionProvider session={session}>
        <QueryClientProvider client={client}>
          <ProductFetchContext.Provider value={productFetch}>
          <SiteEffects blockDevTools={config.blockDevTools} />
          <LocaleRouter>
            <AdsProvider>
              <PlayerLocation>
                <PageErrorBoundary>
                  <SiteRoutes />
                </PageErrorBoundary>
              </PlayerLocation>
            </AdsProvider>
          </LocaleRouter>
          </ProductFetchContext.Provider>
        </QueryClientProvider>
      </AuthSessionProvider>
    </SiteConfigProvider>
  );
}

function SiteEffects({ blockDevTools }: { blockDevTools: boolean }) {
  useDevToolsGuard(blockDevTools);
  useAnalyticsIdentity();
  useViewerCache();
  useTokenRenewal();
  useSessionRecheck();
  return null;
}

function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <ErrorBoundary resetKey={path} fallback={<main id="main" className="site-BarePage"><ServerErrorPage /></main>}>
      {children}
    </ErrorBoundary>
  );
}

/** The player context records interaction once the route changes (PR-PLAYER-2). */
function PlayerLocation({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return <PlayerProvider location={path}>{children}</PlayerProvider>;
}
