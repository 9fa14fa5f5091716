import { JUMP_STEP_SECONDS, type PlayerCommand } from '../keyboardShortcuts';

/** Two taps within this time make a double tap (the usual touch double-tap interval). */
export const DOUBLE_TAP_MS = 300;

export interface Tap {
  /** The event's timeStamp, in milliseconds. */
  at: number;
  /** Across the picture, from its left edge: 0 to 1. */
  x: number;
}

/**
 * The seek a tap makes when it follows `previous` closely: back on the left third, forward on the
 * right third, none in the middle. Left is back in every language, as the time runs left to right.
 */
export function doubleTapCommand(previous: Tap | null, tap: Tap): PlayerCommand | null {
  if (!previous || tap.at - previous.at > DOUBLE_TAP_MS) return null;
  const side = (x: number) => (x < 1 / 3 ? -1 : x > 2 / 3 ? 1 : 0);
  const direction = side(tap.x);
  if (direction === 0 || side(previous.x) !== direction) return null;
  return { type: 'seekBy', seconds: direction * JUMP_STEP_SECONDS };
}

/**
 * Double taps on the picture of `surface` (touch only: a mouse double click stays the browser's)
 * run their seek. Taps on the controls are theirs. Returns the unbinding.
 */
export function bindDoubleTapSeek(surface: HTMLElement, isPicture: (target: EventTarget | null) => boolean, run: (command: PlayerCommand) => void): () => void {
  let previous: Tap | null = null;
  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' || !isPicture(event.composedPath()[0] ?? null)) return;
    const box = surface.getBoundingClientRect();
    const tap = { at: event.timeStamp, x: box.width > 0 ? (event.clientX - box.left) / box.width : 0.5 };
    const command = doubleTapCommand(previous, tap);
    // A double tap that seeks starts afresh: a third tap is the first of the next pair.
    previous = command ? null : tap;
    if (command) run(command);
  };
  surface.addEventListener('pointerup', onPointerUp);
  return () => surface.removeEventListener('pointerup', onPointerUp);
}
