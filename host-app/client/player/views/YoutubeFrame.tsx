import { useEffect } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { youtubeEmbedUrl, youtubeVideoId } from '../youtubeEmbed';
import type { PlayerViewProps } from './viewProps';

/** A YouTube video in the privacy-enhanced (youtube-nocookie) embed. */
export function YoutubeFrame({ stream, title, session, onFailure }: PlayerViewProps) {
  const { locale } = useI18n();
  const videoId = youtubeVideoId(stream.url);

  useEffect(() => {
    if (videoId) session.setState('ContentRequested');
    else onFailure('youtube_id_invalid', stream.url);
    // Reported once per address, not on every render.
  }, [videoId, stream.url]);

  if (!videoId) return null;
  return (
    <iframe
      className="player-Media"
      src={youtubeEmbedUrl(videoId, { locale })}
      title={title}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => session.setState('Ready')}
    />
  );
}
