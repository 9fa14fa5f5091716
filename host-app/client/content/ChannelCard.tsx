import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { ChannelSummary } from '../../contract/content/contentTypes';
import { usePrefetchIntent } from '../api/usePrefetchIntent';
import { useI18n } from '../i18n/I18nProvider';
import { IMAGE_LAYOUTS } from '../../contract/content/imageLayouts';
import { sitePath } from '../../contract/site/sitePaths';

/** `priority`: its picture is the page's first above the fold. */
export function ChannelCard({ channel, priority }: { channel: ChannelSummary; priority?: boolean }) {
  const { t } = useI18n();
  const prefetch = usePrefetchIntent((client, queries) => client.prefetchInfiniteQuery(queries.channel(channel.id)));
  return (
    <Link href={sitePath.channel(channel.id)} className="site-Card" {...prefetch}>
      <Thumbnail image={channel.thumbnailImage} src={channel.thumbnail} sizes={IMAGE_LAYOUTS.card.sizes} priority={priority} />
      <h3>{channel.title}</h3>
      <span className="site-Muted">{t('channels.followers', { count: channel.followers })}</span>
    </Link>
  );
}
