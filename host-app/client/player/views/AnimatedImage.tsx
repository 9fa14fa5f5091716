import { useEffect } from 'react';
import type { PlayerViewProps } from './viewProps';

/** A video delivered as an animated image: it shows and loops on its own, with no media controls. */
export function AnimatedImage({ stream, title, session, onFailure }: PlayerViewProps) {
  useEffect(() => {
    session.setState('ContentRequested');
  }, [stream.url, session]);
  return (
    <img
      className="player-Media"
      src={stream.url}
      alt={title}
      onLoad={() => session.setState('Ready')}
      onError={() => onFailure('image_load_failed', stream.url)}
    />
  );
}
