import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { ChannelSummary } from '../../shared/apiTypes';
import { useI18n } from '../i18n/I18nProvider';
import { formatCount } from './formatters';
import { sitePath } from '../../shared/sitePaths';

export function ChannelCard({ channel }: { channel: ChannelSummary }) {
  const { t, locale } = useI18n();
  return (
    <Link href={sitePath.channel(channel.id)} className="site-Card">
      <Thumbnail src={channel.thumbnail} />
      <h3>{channel.title}</h3>
      <span className="site-Muted">{t('channels.followers', { count: formatCount(channel.followers, locale) })}</span>
    </Link>
  );
}
