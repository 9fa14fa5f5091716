import type { Timers } from '../../../../host-app/client/analytics/timers';

/** Timers that only fire when the test advances the clock. */
export function createManualTimers() {
  let now = 0;
  let nextId = 1;
  const scheduled = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers & { advance(ms: number): void; pending(): number; now(): number } = {
    setTimeout(callback, ms) {
      const id = nextId++;
      scheduled.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      scheduled.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...scheduled.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        scheduled.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pending: () => scheduled.size,
    now: () => now,
  };
  return timers;
}

/** Lets pending promise callbacks run. */
export const settle = async (rounds = 5) => {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
};
