import { describe, expect, it } from 'vitest';
import { createCarouselAutoplay, type AutoplayTimers } from '../../../../host-app/client/browse/carouselAutoplay';

/** Intervals run by hand: `tick(ms)` fires each interval as often as `ms` covers. */
function manualTimers() {
  let now = 0;
  const intervals = new Map<number, { callback: () => void; ms: number; next: number }>();
  let ids = 0;
  const timers: AutoplayTimers = {
    setInterval: (callback, ms) => {
      intervals.set(++ids, { callback, ms, next: now + ms });
      return ids;
    },
    clearInterval: (handle) => void intervals.delete(handle as number),
  };
  const tick = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...intervals.values()].filter((interval) => interval.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.ms;
      due.callback();
    }
    now = end;
  };
  return { timers, tick, running: () => intervals.size };
}

describe('the carousel autoplay', () => {
  it('moves on every delay while nothing holds it, and starts the full delay again when the last hold ends', () => {
    const clock = manualTimers();
    let moves = 0;
    const autoplay = createCarouselAutoplay({ next: () => void moves++, delayMs: 6000, timers: clock.timers });
    clock.tick(12_000);
    expect(moves).toBe(2);

    clock.tick(5000);
    autoplay.hold('hover');
    autoplay.hold('focus');
    clock.tick(60_000);
    expect(moves).toBe(2);
    autoplay.release('hover');
    clock.tick(60_000);
    expect(moves).toBe(2);
    autoplay.release('focus');
    // A full delay after the hold ends, not the second left over from before it.
    clock.tick(5999);
    expect(moves).toBe(2);
    clock.tick(1);
    expect(moves).toBe(3);
  });

  it('tells its subscribers what holds it, and leaves no interval behind when destroyed', () => {
    const clock = manualTimers();
    const autoplay = createCarouselAutoplay({ next: () => {}, delayMs: 6000, timers: clock.timers });
    const seen: string[][] = [];
    autoplay.subscribe(() => seen.push([...autoplay.getState().holds]));
    autoplay.hold('reducedMotion');
    autoplay.hold('reducedMotion');
    autoplay.hold('viewer');
    autoplay.release('hover');
    autoplay.release('reducedMotion');
    expect(seen).toEqual([['reducedMotion'], ['reducedMotion', 'viewer'], ['viewer']]);
    expect(clock.running()).toBe(0);
    autoplay.release('viewer');
    expect(clock.running()).toBe(1);
    autoplay.destroy();
    expect(clock.running()).toBe(0);
  });
});
