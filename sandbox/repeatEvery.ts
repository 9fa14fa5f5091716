/** A job the server repeats in the background; `stop()` waits for a run in progress. */
export interface Repeating {
  stop(): Promise<void>;
}

/**
 * Runs `job` every `intervalMs`, one run at a time, without keeping the process alive (unref).
 * A failed run is logged and the next one tries again.
 */
export function repeatEvery(intervalMs: number, job: () => Promise<unknown>, onError: (error: unknown) => void): Repeating {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
