import { useEffect, useRef } from 'react';
import { useLatest } from '../../../../headless/react/useLatest';
import { startMediaPlayback } from './mediaPlayback';
import type { PlayerViewProps } from './viewProps';

/** Regular video in the page's own media element; HLS through hls.js only where needed. */
export function NativeVideo(props: PlayerViewProps) {
  const { stream, poster, title } = props;
  const ref = useRef<HTMLVideoElement>(null);
  const latest = useLatest(props);

  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    const { autoPlay, session, onMedia } = latest.current;
    const stop = startMediaPlayback(media, {
      stream,
      autoPlay,
      startMuted: !session.store.getState().hasInteracted,
      onState: session.setState,
      onFailure: (reason, detail) => latest.current.onFailure(reason, detail),
    });
    onMedia(media);
    return () => {
      stop();
      latest.current.onMedia(null);
    };
  }, [stream.url, stream.mimeType, latest]);

  return <video ref={ref} className="player-Media" poster={poster || undefined} playsInline preload="metadata" aria-label={title} />;
}
