import type { ChannelSummary } from '../../../shared/apiTypes';
import { ChannelCard } from '../../content/ChannelCard';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import { itemsOfType } from '../home/homeSections';
import { useHomeData } from '../home/useHomeData';

/** Every channel the home answer lists for this market. */
export function ChannelListPage() {
  const { t } = useI18n();
  const { state, retry } = useHomeData();
  return (
    <>
      <h1>{t('channels.title')}</h1>
      {state.status === 'loading' && <PageStatus state="loading" />}
      {state.status === 'failed' && <PageStatus state="failed" onRetry={retry} />}
      {state.status === 'loaded' && <ChannelList channels={itemsOfType(state.data.sections, 'channels')} />}
    </>
  );
}

function ChannelList({ channels }: { channels: ChannelSummary[] }) {
  const { t } = useI18n();
  if (channels.length === 0) return <p className="site-Muted">{t('channels.empty')}</p>;
  return (
    <ul className="site-CardGrid">
      {channels.map((channel) => (
        <li key={channel.id}>
          <ChannelCard channel={channel} />
        </li>
      ))}
    </ul>
  );
}
