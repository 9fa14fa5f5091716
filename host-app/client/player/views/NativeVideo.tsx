import { useEffect, useRef } from 'react';
import { useLatest } from '../../hooks/useLatest';
import { startMediaPlayback } from './mediaPlayback';
import { CaptionTracks } from './CaptionTracks';
import type { PlayerViewProps } from './viewProps';

/** Regular video in the page's own media element; HLS through hls.js where it is needed. */
export function NativeVideo(props: PlayerViewProps) {
  const { stream, poster, title } = props;
  const ref = useRef<HTMLVideoElement>(null);
  const latest = useLatest(props);

  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    const { autoPlay, session, onMedia, authorization, startAt } = latest.current;
    const playback = startMediaPlayback(media, {
      stream,
      autoPlay,
      authorization,
      startAt,
      startMuted: !session.store.getState().hasInteracted,
      onState: session.setState,
      onFailure: (reason, detail) => latest.current.onFailure(reason, detail),
    });
    onMedia(playback.handle);
    return () => {
      playback.stop();
      latest.current.onMedia(null);
    };
  }, [stream, latest]);

  return (
    <video ref={ref} slot="media" className="player-Media" poster={poster || undefined} playsInline preload="metadata" aria-label={title} crossOrigin="anonymous">
      <CaptionTracks captions={stream.captions} t={props.t} />
      {/* media-chrome's seek bar previews read the metadata track labelled "thumbnails". */}
      {stream.thumbnails && <track kind="metadata" label="thumbnails" src={stream.thumbnails} default />}
    </video>
  );
}
