/** Seek and volume steps of the arrow keys, and the longer jump of j and l; the player's own choices. */
export const SEEK_STEP_SECONDS = 5;
export const JUMP_STEP_SECONDS = 10;
export const VOLUME_STEP = 0.1;

export type PlayerCommand =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'volumeBy'; delta: number }
  | { type: 'toggleFullscreen' }
  | { type: 'toggleMute' }
  | { type: 'toggleCaptions'; language?: string };

export interface ShortcutKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * The command a key press on the focused player stands for: space or k play/pause, left/right
 * seek, j/l jump, up/down volume, f fullscreen, m mute, c captions. Keys with Ctrl, Meta or Alt
 * belong to the browser.
 */
export function shortcutCommand(event: ShortcutKey): PlayerCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
    case 'k':
    case 'K':
      return { type: 'togglePlay' };
    case 'j':
    case 'J':
      return { type: 'seekBy', seconds: -JUMP_STEP_SECONDS };
    case 'l':
    case 'L':
      return { type: 'seekBy', seconds: JUMP_STEP_SECONDS };
    case 'c':
    case 'C':
      return { type: 'toggleCaptions' };
    case 'ArrowLeft':
      return { type: 'seekBy', seconds: -SEEK_STEP_SECONDS };
    case 'ArrowRight':
      return { type: 'seekBy', seconds: SEEK_STEP_SECONDS };
    case 'ArrowUp':
      return { type: 'volumeBy', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volumeBy', delta: -VOLUME_STEP };
    case 'f':
    case 'F':
      return { type: 'toggleFullscreen' };
    case 'm':
    case 'M':
      return { type: 'toggleMute' };
    default:
      return null;
  }
}

const MEDIA_CHROME_CONTROL_GROUPS = 'media-control-bar, media-settings-menu';

/**
 * Whether the player handles a key that reached it from `target`: a focused button already
 * answers Space and Enter itself, so the player leaves those alone there.
 */
export function playerHandlesKeyFrom(target: EventTarget | null, command: PlayerCommand): boolean {
  // media-chrome's controls are custom elements (role="button", menu items) inside its bars and menus.
  const isControl = target instanceof Element && target.closest(`button, input, select, textarea, a[href], [role="button"], [role^="menuitem"], ${MEDIA_CHROME_CONTROL_GROUPS}`) !== null;
  return !(isControl && command.type === 'togglePlay');
}
