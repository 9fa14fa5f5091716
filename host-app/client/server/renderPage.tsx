import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { Router } from 'wouter';
import { createAuthSession } from 'payment-client/auth-session';
import { App } from '../App';
import { queryKeys } from '../api/queryKeys';
import { createSiteQueryClient } from '../api/siteQueryClient';
import { parseSiteConfig } from '../config/siteConfig';
import { SiteI18nInstanceContext } from '../i18n/I18nProvider';
import { createSiteI18n, loadAccountStrings, loadHelpStrings, loadPaymentStrings, loadPlayerStrings } from '../i18n/siteI18n';
import type { LazyPage } from '../routing/lazyPage';
import { splitLocale } from '../routing/localePath';
import { routeForPath } from '../routing/routeTable';
import { BRAND_VARIANTS } from '../../contract/site/brandVariants';
import type { PageRenderRequest, RenderedPage } from '../../contract/site/siteRendering';
import { documentHtml } from './documentHtml';
import { anonymousSessionDeps } from './anonymousSession';
import { newPageMeta, PageMetaContext, type PageMeta } from './pageMeta';
import { fetchFirstRenderQueries, handedOver } from './prefetch';

/** At most this many renders learn a page's data before the one that is sent. */
const DATA_PASSES = 3;

/**
 * Renders the tree to a string once every lazy part has loaded; nothing suspends in the page that
 * is sent. The site runs on Preact (build/reactOnPreact.mjs), so Preact's own renderer writes the
 * markup the browser hydrates: its ids (`useId`) and its marks around what suspended are the ones
 * the browser's Preact expects.
 */
async function renderTree(tree: React.ReactNode): Promise<string> {
  return renderToStringAsync(tree as unknown as VNode);
}

/**
 * A page as the browser first sees it: the server renders the same tree the browser hydrates,
 * for an anonymous viewer (what depends on who is signed in fills in after hydration), with
 * the answers its queries need fetched first and handed over in the page.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const address = new URL(request.url, request.origin);
  const { locale, path } = splitLocale(address.pathname);
  const config = parseSiteConfig(JSON.stringify(request.siteConfig));
  // Per request: no viewer's answers, language or address reach another's page.
  const i18n = createSiteI18n();
  // The page namespaces too: cheap here, and the page may render them.
  await Promise.all([i18n.loadLanguages(locale), loadPlayerStrings(locale, i18n), loadAccountStrings(locale, i18n), loadPaymentStrings(locale, i18n), loadHelpStrings(locale, i18n)]);
  // A definitive failure handed over renders as such, not as a fetch starting again.
  const queryClient = createSiteQueryClient({ queries: { retry: false, retryOnMount: false } });
  const session = createAuthSession(anonymousSessionDeps());
  // The in-process API calls carry none of the visitor's headers or address: the country is resolved from the page request and handed over.
  queryClient.setQueryData(queryKeys.viewerCountry(), request.viewerCountry);
  const api = (input: RequestInfo | URL, init?: RequestInit) => request.fetch(String(input), {
    method: init?.method ?? 'GET',
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    ...(typeof init?.body === 'string' ? { body: init.body } : {}),
  });

  const tree = (meta: PageMeta, client: QueryClient) => (
    <PageMetaContext.Provider value={meta}>
      <SiteI18nInstanceContext.Provider value={i18n}>
        <Router ssrPath={address.pathname} ssrSearch={address.search.slice(1)}>
          <App config={config} session={session} queryClient={client} productFetch={{ baseUrl: request.origin, fetch: api as typeof fetch }} />
        </Router>
      </SiteI18nInstanceContext.Provider>
    </PageMetaContext.Provider>
  );

  // A pass learns which queries the page asks for with the answers it has; the last renders with
  // them all. A query that needs another's answer first (a live event's stream, once the event is
  // known) takes a pass more; bounded, so a page that keeps asking cannot hold its answer back.
  const tried = new Set<string>();
  for (let pass = 0; pass < DATA_PASSES; pass += 1) {
    await renderTree(tree(newPageMeta(), queryClient));
    if ((await fetchFirstRenderQueries(queryClient, tried)) === 0) break;
  }
  const meta = newPageMeta();
  const body = await renderTree(tree(meta, queryClient));
  const description = i18n.t('page.description', { lng: locale, ns: 'site' });
  // The page's own chunk downloads beside the entry, which would otherwise ask for it only once it runs.
  const page = routeForPath(BRAND_VARIANTS[config.brand], path).page;
  const pageChunk = 'exportName' in page ? request.assets.pages[(page as LazyPage).exportName] : undefined;
  const html = documentHtml({ locale, address, body, meta, description, assets: request.assets, pageChunk, siteConfig: config, queryState: dehydrate(queryClient, { shouldDehydrateQuery: handedOver }) });
  queryClient.clear();
  return { status: meta.status, html };
}
