import { useBrowseText } from '../browse/browseMessages';
import { useI18n } from '../i18n/I18nProvider';
import { formatDuration } from './formatters';

export interface PosterBadgesProps {
  /** A video's running time, in its end corner. */
  durationSeconds?: number;
  isPremium?: boolean;
  isLive?: boolean;
}

/**
 * What a poster says at a glance, over its picture: LIVE and VIP in its start corner, the running
 * time in its end corner. It sits inside a `.site-Poster`, which places it.
 */
export function PosterBadges({ durationSeconds, isPremium = false, isLive = false }: PosterBadgesProps) {
  const { t, locale } = useI18n();
  const browse = useBrowseText();
  return (
    <>
      {isLive || isPremium ? (
        <span className="site-PosterBadges">
          {isLive && (
            <span className="site-PosterBadge" data-kind="live">
              {t('event.live')}
            </span>
          )}
          {isPremium && (
            <span className="site-PosterBadge" data-kind="vip">
              {t('shell.vipBadge')}
            </span>
          )}
        </span>
      ) : null}
      {durationSeconds === undefined ? null : (
        <span className="site-PosterBadge" data-kind="duration">
          <span aria-hidden="true" dir="ltr">
            {formatDuration(durationSeconds, locale)}
          </span>
          <span className="site-VisuallyHidden">{browse.t('browse.badge.duration', { duration: formatDuration(durationSeconds, locale) })}</span>
        </span>
      )}
    </>
  );
}
