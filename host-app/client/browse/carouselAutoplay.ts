/**
 * The hero's autoplay, framework-free: it moves to the next slide every `delayMs` while nothing
 * holds it. A pointer over the carousel or focus inside it holds it (the viewer is reading or
 * about to act), so does the viewer's pause button, and a viewer who asks for reduced motion never
 * sees it move by itself. Scrolled out of view, it waits: slides no one sees cost a phone's CPU.
 */
export type AutoplayHold = 'hover' | 'focus' | 'viewer' | 'reducedMotion' | 'offscreen';

export interface AutoplayState {
  /** Why it is not moving; moving when empty. */
  holds: ReadonlySet<AutoplayHold>;
}

export interface CarouselAutoplay {
  getState(): AutoplayState;
  subscribe(listener: () => void): () => void;
  hold(reason: AutoplayHold): void;
  release(reason: AutoplayHold): void;
  destroy(): void;
}

export interface AutoplayTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface AutoplayOptions {
  next: () => void;
  delayMs: number;
  timers?: AutoplayTimers;
}

const browserTimers: AutoplayTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export function createCarouselAutoplay({ next, delayMs, timers = browserTimers }: AutoplayOptions): CarouselAutoplay {
  let state: AutoplayState = { holds: new Set() };
  let interval: unknown = null;
  const listeners = new Set<() => void>();

  // Each time it starts again the full delay runs anew: a slide left by hover is never skipped at once.
  const schedule = () => {
    if (interval !== null) timers.clearInterval(interval);
    interval = state.holds.size === 0 ? timers.setInterval(next, delayMs) : null;
  };
  const update = (holds: Set<AutoplayHold>) => {
    state = { holds };
    schedule();
    for (const listener of listeners) listener();
  };

  schedule();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    hold(reason) {
      if (!state.holds.has(reason)) update(new Set(state.holds).add(reason));
    },
    release(reason) {
      if (!state.holds.has(reason)) return;
      const holds = new Set(state.holds);
      holds.delete(reason);
      update(holds);
    },
    destroy() {
      if (interval !== null) timers.clearInterval(interval);
      interval = null;
      listeners.clear();
    },
  };
}

export const isMoving = (state: AutoplayState) => state.holds.size === 0;
