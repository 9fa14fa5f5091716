import { AdSlot } from '../../ads';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import { HomeSection } from './HomeSection';
import { contentSections } from './homeSections';
import { useHomeData } from './useHomeData';

/** Home: sliders, videos, categories, channels, live now, upcoming events and the featured replay, in the answer's order. */
export function HomePage() {
  const { t } = useI18n();
  const { state, retry } = useHomeData();
  return (
    <>
      <h1>{t('home.heading')}</h1>
      <AdSlot placement="billboard" />
      {state.status === 'loading' && <PageStatus state="loading" />}
      {state.status === 'failed' && <PageStatus state="failed" onRetry={retry} />}
      {state.status === 'loaded' && contentSections(state.data.sections).map((section) => <HomeSection key={`${section.key}-${section.type}`} section={section} />)}
    </>
  );
}
