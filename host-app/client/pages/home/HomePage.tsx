import { AdSlot } from '../../ads';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import { ContinueWatchingRow } from './ContinueWatchingRow';
import { HomeSection } from './HomeSection';
import { HOME_TOP_PLACEMENTS } from './homeSections';
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
        home.data.sections.map((section, index) => <HomeSection key={`${section.key}-${section.type}`} section={section} priority={index === 0} />)
      ) : (
        <PageStatus state={home.isError ? 'failed' : 'loading'} onRetry={() => void home.refetch()} />
      )}
    </>
  );
}
