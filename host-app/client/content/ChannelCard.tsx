import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { ChannelSummary } from '../../shared/apiTypes';
import { usePrefetchIntent } from '../api/usePrefetchIntent';
import { useI18n } from '../i18n/I18nProvider';
import { sitePath } from '../../shared/sitePaths';

export function ChannelCard({ channel }: { channel: ChannelSummary }) {
  const { t } = useI18n();
  const prefetch = usePrefetchIntent((client, queries) => client.prefetchInfiniteQuery(queries.channel(channel.id)));
  return (
    <Link href={sitePath.channel(channel.id)} className="site-Card" {...prefetch}>
      <Thumbnail src={channel.thumbnail} />
      <h3>{channel.title}</h3>
      <span className="site-Muted">{t('channels.followers', { count: channel.followers })}</span>
    </Link>
  );
}
