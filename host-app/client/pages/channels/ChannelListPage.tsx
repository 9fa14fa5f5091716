import type { ChannelSummary } from '../../../contract/content/contentTypes';
import { ChannelCard } from '../../content/ChannelCard';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import { itemsOfType } from '../home/homeSections';
import { useHomeData } from '../home/useHomeData';

/** Every channel the home answer lists for this market. */
export function ChannelListPage() {
  const { t } = useI18n();
  const home = useHomeData();
  return (
    <>
      <h1>{t('channels.title')}</h1>
      {home.data ? (
        <ChannelList channels={itemsOfType(home.data.sections, 'channels')} />
      ) : (
        <PageStatus state={home.isError ? 'failed' : 'loading'} onRetry={() => void home.refetch()} />
      )}
    </>
  );
}

function ChannelList({ channels }: { channels: ChannelSummary[] }) {
  const { t } = useI18n();
  if (channels.length === 0) return <p className="site-Muted">{t('channels.empty')}</p>;
  return (
    <>
      {/* The cards' titles are h3s: the grid gets its h2, for those who move by heading. */}
      <h2 className="site-VisuallyHidden">{t('home.channels')}</h2>
      <ul className="site-CardGrid">
        {channels.map((channel) => (
          <li key={channel.id}>
            <ChannelCard channel={channel} />
          </li>
        ))}
      </ul>
    </>
  );
}
