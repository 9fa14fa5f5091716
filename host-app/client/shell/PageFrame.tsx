import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { analytics } from '../analytics';
import { useI18n } from '../i18n/I18nProvider';
import type { SiteRoute } from '../routing/routeTable';
import { HelpWidgetSlot } from './HelpWidgetSlot';
import { Layout } from './Layout';
import { PageStatus } from './PageStatus';
import { RouteAccess } from './RouteAccess';
import { usePageTitle } from './usePageTitle';

/**
 * Frames one page as PR-PAGE-3 and PR-PAGE-4 say: error pages and pages that hide the layout
 * render bare; the others sit in the layout, with the help chat loaded lazily unless hidden.
 */
export function PageFrame({ route, children }: { route: SiteRoute; children: ReactNode }) {
  const { t } = useI18n();
  const [path] = useLocation();
  usePageTitle(t(route.title), 'frame');

  // Every page opened counts, also a second video after the first.
  useEffect(() => {
    if (route.screen) analytics.trackPageView(route.screen);
  }, [route.screen, path]);

  const page = (
    <Suspense fallback={<PageStatus state="loading" />}>
      <RouteAccess access={route.access}>{children}</RouteAccess>
    </Suspense>
  );

  if (route.errorPage || route.hideLayout) {
    return (
      <main id="main" className="site-BarePage">
        {page}
      </main>
    );
  }
  return (
    <Layout settings={route.layout}>
      {page}
      {!route.hideHelp && <HelpWidgetSlot />}
    </Layout>
  );
}
