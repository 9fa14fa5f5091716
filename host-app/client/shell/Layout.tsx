import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { HydrateInTurn, HydrateWhenNear } from '../browse/HydrateWhenNear';
import { useI18n } from '../i18n/I18nProvider';
import { Footer } from './Footer';
import { Header } from './Header';
import { PastDueBanner } from './PastDueBanner';
import { usePastDue } from './usePastDue';

/** Ads journeys may ask for a slimmer frame around their pages (PR-PAGE-3). */
export interface LayoutSettings {
  /** Hides the main navigation and footer, keeping the brand and language switch. */
  minimal?: boolean;
}

export function Layout({ settings = {}, children }: { settings?: LayoutSettings; children: ReactNode }) {
  const { t } = useI18n();
  const mainRef = useRef<HTMLElement>(null);
  const [path] = useLocation();
  const firstPath = useRef(path);
  const pastDue = usePastDue();

  // After a client-side navigation, start reading at the new page, as a full page load would.
  useEffect(() => {
    if (path === firstPath.current) return;
    firstPath.current = path;
    mainRef.current?.focus({ preventScroll: false });
  }, [path]);

  return (
    <div className="site-Layout" data-minimal={settings.minimal ? '' : undefined}>
      <a className="site-SkipLink" href="#main">
        {t('shell.skipToContent')}
      </a>
      {/* Each in a task of its own, so the page's frame hydrates quickly (browse/deferredHydration.ts). */}
      <HydrateInTurn id="site-header">
        <Header />
      </HydrateInTurn>
      {pastDue && <PastDueBanner />}
      <main id="main" ref={mainRef} tabIndex={-1} className="site-Main">
        {children}
      </main>
      {!settings.minimal && (
        <HydrateWhenNear id="site-footer">
          <Footer />
        </HydrateWhenNear>
      )}
    </div>
  );
}
