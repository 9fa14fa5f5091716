import { join } from 'node:path';
import { LIVE_FEED_DIR, LIVE_MEDIA_DIR } from '../content/mediaFiles';
import type { ProductContext } from '../context';
import { killStreamsNow, startLiveSupervisor, type LiveSupervisor } from '../live/liveSupervisor';
import { killRunningFfmpeg } from './ffmpeg';
import { generateSampleMedia } from './sampleMedia';

export interface ProductMedia {
  /** Settles when the sample media are generated (or failed to be). */
  generated: Promise<void>;
  live: LiveSupervisor;
  /** Ends generation and every live stream, and waits for their processes to exit. */
  stop(): Promise<void>;
  /** For a process exiting right now: kills every ffmpeg process at once. */
  killNow(): void;
}

/**
 * The server's media work: generates the sample media once (later starts find them cached under
 * the media folder), showing progress, and keeps the live events' streams running.
 */
export function startProductMedia(context: ProductContext, log: (message: string) => void = console.log): ProductMedia {
  const startedAt = performance.now();
  const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1);
  let stopping = false;
  const generated = generateSampleMedia(context.mediaDir, {
    onProgress: ({ done, total, step }) => log(`host app: sample media ${done}/${total} ${step} (${seconds()} s)`),
  }).then(
    (written) => {
      if (written.length > 0) log(`host app: generated ${written.length} sample media item(s) in ${seconds()} s in ${context.mediaDir}`);
    },
    (error: unknown) => {
      if (!stopping) console.error('host app: sample media could not be generated', error);
    },
  );
  const live = startLiveSupervisor({ db: context.db, clock: context.clock, liveDir: join(context.mediaDir, LIVE_MEDIA_DIR), feedsDir: join(context.mediaDir, LIVE_FEED_DIR), log });
  void live.reconcile().catch((error: unknown) => console.error('host app: live streams could not start', error));
  return {
    generated,
    live,
    async stop() {
      stopping = true;
      killRunningFfmpeg();
      await Promise.all([live.stop(), generated]);
    },
    killNow() {
      killRunningFfmpeg('SIGKILL');
      killStreamsNow(live);
    },
  };
}
