import type { PlayerCommand } from './keyboardShortcuts';

/** The media element operations the commands need (an HTMLVideoElement, or a fake in tests). */
export type CommandableMedia = Pick<HTMLMediaElement, 'paused' | 'currentTime' | 'duration' | 'volume' | 'muted' | 'play' | 'pause'>;

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
  }
}

function toggleFullscreen({ container, doc = document }: FullscreenHost): void {
  if (doc.fullscreenElement === container) void doc.exitFullscreen?.().catch(() => undefined);
  else void container.requestFullscreen?.().catch(() => undefined);
}
