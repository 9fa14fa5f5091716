import { useSyncExternalStore } from 'react';

/**
 * The caption cue showing now, drawn over the sphere: a 360° video's own element only feeds the
 * texture, so the browser's caption rendering is never seen there.
 */
export function CaptionOverlay({ media }: { media: HTMLMediaElement }) {
  const text = useSyncExternalStore(
    (onChange) => {
      const tracks = media.textTracks;
      const listen = (track: TextTrack) => track.addEventListener('cuechange', onChange);
      Array.from(tracks).forEach(listen);
      tracks.addEventListener('change', onChange);
      tracks.addEventListener('addtrack', onChange);
      return () => {
        Array.from(tracks).forEach((track) => track.removeEventListener('cuechange', onChange));
        tracks.removeEventListener('change', onChange);
        tracks.removeEventListener('addtrack', onChange);
      };
    },
    () => shownCueText(media),
    () => '',
  );
  if (!text) return null;
  return (
    <p className="player-CaptionOverlay" aria-live="off">
      {text}
    </p>
  );
}

function shownCueText(media: HTMLMediaElement): string {
  const track = Array.from(media.textTracks).find((item) => item.mode === 'showing');
  const cues = track?.activeCues;
  if (!cues) return '';
  return Array.from(cues, (cue) => (cue as VTTCue).text ?? '').join('\n');
}
