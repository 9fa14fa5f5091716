import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { DisplayEvent } from '../api/displayEvent';
import { useDiscoveryText } from '../i18n/discoveryText';
import { useI18n } from '../i18n/I18nProvider';
import { formatDateTime } from './formatters';
import { IMAGE_LAYOUTS } from '../../contract/content/imageLayouts';
import { sitePath } from '../../contract/site/sitePaths';

/** An event that has ended: it opens its video, the replay. */
export function PastEventCard({ event }: { event: DisplayEvent }) {
  const { locale } = useI18n();
  const t = useDiscoveryText();
  return (
    <Link href={sitePath.video(event.videoId)} className="site-Card">
      <Thumbnail image={event.coverImage} src={event.image} sizes={IMAGE_LAYOUTS.card.sizes} />
      <span className="site-Badge">{t('discovery.replay')}</span>
      <h3>{event.title}</h3>
      <span className="site-Muted">{formatDateTime(event.date, locale)}</span>
    </Link>
  );
}
