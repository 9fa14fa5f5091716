import { Fragment } from 'react';
import { AdSlot } from '../../ads';
import { useI18n } from '../../i18n/I18nProvider';
import { HydrateInTurn, HydrateWhenNear } from '../../browse/HydrateWhenNear';
import { HeroSkeleton, LoadingStatus, RowSkeleton } from '../../browse/Skeletons';
import { PageStatus } from '../../shell/PageStatus';
import { ContinueWatchingRow } from './ContinueWatchingRow';
import { HomeSection } from './HomeSection';
import { HOME_TOP_PLACEMENTS, INTERSTITIAL_AFTER_SECTIONS } from './homeSections';
import { useHomeData } from './useHomeData';

/** Home: the viewer's "Continue watching", then sliders, videos, categories, channels, live now, upcoming events, the featured replay and the Featured ads, in the answer's order. */
export function HomePage() {
  const { t } = useI18n();
  const home = useHomeData();
  return (
    <>
      <h1>{t('home.heading')}</h1>
      {HOME_TOP_PLACEMENTS.map((placement) => (
        <AdSlot key={placement} placement={placement} />
      ))}
      <ContinueWatchingRow />
      {home.data ? (
        home.data.sections.map((section, index) => {
          const id = `${section.key}-${section.type}`;
          // The first section is what a phone shows first: it hydrates in a task of its own, right
          // after the page's frame; the others hydrate as the viewer nears them.
          return (
            <Fragment key={id}>
              {index === 0 ? (
                <HydrateInTurn id={id}>
                  <HomeSection section={section} priority />
                </HydrateInTurn>
              ) : (
                <HydrateWhenNear id={id}>
                  <HomeSection section={section} />
                </HydrateWhenNear>
              )}
              {index === INTERSTITIAL_AFTER_SECTIONS - 1 && <AdSlot placement="interstitial" />}
            </Fragment>
          );
        })
      ) : home.isError ? (
        <PageStatus state="failed" onRetry={() => void home.refetch()} />
      ) : (
        // The hero and the rows' places, the size they will be, so nothing moves when they arrive.
        <div aria-busy="true">
          <LoadingStatus />
          <HeroSkeleton />
          <RowSkeleton />
          <RowSkeleton />
        </div>
      )}
      {/* Fixed to the window's foot: it takes no room in the page, so nothing moves when it comes or goes. */}
      <AdSlot placement="sticky" />
    </>
  );
}
