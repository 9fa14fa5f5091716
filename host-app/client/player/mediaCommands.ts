import type { PlayerCommand } from './keyboardShortcuts';

/** The media element operations the commands need (an HTMLVideoElement, or a fake in tests). */
export type CommandableMedia = Pick<HTMLMediaElement, 'paused' | 'currentTime' | 'duration' | 'volume' | 'muted' | 'play' | 'pause'> & {
  textTracks?: ArrayLike<Pick<TextTrack, 'mode' | 'language' | 'kind'>>;
};

export interface FullscreenHost {
  container: Element;
  doc?: Document;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Applies a player command; media commands do nothing without media (a 360° still). */
export function applyPlayerCommand(command: PlayerCommand, media: CommandableMedia | null, fullscreen: FullscreenHost): void {
  if (command.type === 'toggleFullscreen') {
    toggleFullscreen(fullscreen);
    return;
  }
  if (!media) return;
  switch (command.type) {
    case 'togglePlay':
      // A refused play() (autoplay policy) leaves the player paused; the media events report it.
      if (media.paused) void media.play().catch(() => undefined);
      else media.pause();
      return;
    case 'seekBy': {
      const end = Number.isFinite(media.duration) ? media.duration : Number.POSITIVE_INFINITY;
      media.currentTime = clamp(media.currentTime + command.seconds, 0, end);
      return;
    }
    case 'volumeBy':
      // Rounded, so ten steps down from 1 reach exactly 0.
      media.volume = clamp(Math.round((media.volume + command.delta) * 100) / 100, 0, 1);
      if (command.delta > 0 && media.muted) media.muted = false;
      return;
    case 'toggleMute':
      media.muted = !media.muted;
      return;
    case 'toggleCaptions':
      toggleCaptions(media, command.language);
      return;
  }
}

const captionTracks = (media: CommandableMedia) => Array.from(media.textTracks ?? []).filter((track) => track.kind === 'captions' || track.kind === 'subtitles');

/** Shows the captions in `language` (the page's, else the first), or hides them when some show. */
function toggleCaptions(media: CommandableMedia, language: string | undefined): void {
  const tracks = captionTracks(media);
  const showing = tracks.some((track) => track.mode === 'showing');
  const chosen = tracks.find((track) => track.language === language) ?? tracks[0];
  for (const track of tracks) track.mode = !showing && track === chosen ? 'showing' : 'disabled';
}

/** Shows the captions in `language`, or none with null. */
export function showCaptions(media: CommandableMedia, language: string | null): void {
  for (const track of captionTracks(media)) track.mode = track.language === language ? 'showing' : 'disabled';
}

function toggleFullscreen({ container, doc = document }: FullscreenHost): void {
  if (doc.fullscreenElement === container) void doc.exitFullscreen?.().catch(() => undefined);
  else void container.requestFullscreen?.().catch(() => undefined);
}
