import type { ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '@payment-client/server-kit/db';
import type { Clock } from '@payment-client/server-kit/clock';
import { VideoFormat } from '../../contract/content/contentConstants';
import { liveMedia } from '../content/mediaFiles';
import { SEED_EVENTS } from '../content/seedEvents';
import { spawnFfmpeg } from '../media/ffmpeg';
import { eventsOnAir, nextEventStart, type LiveEventRow } from './liveEventQueries';
import { ensureLiveFeed } from './liveFeeds';
import { liveStreamArgs } from './liveStreamArgs';

export interface LiveSupervisorOptions {
  db: Queryable;
  clock: Clock;
  /** Each event's stream is written to its own folder below this one. */
  liveDir: string;
  /** Where the events' feeds are kept (encoded on first need). */
  feedsDir: string;
  /** Wait before restarting a stream that died; doubles on each death in a row, up to a minute. */
  restartDelayMs?: number;
  /** The schedule is read again at least this often (events may be added or moved). */
  recheckMs?: number;
  log?: (message: string) => void;
}

export interface LiveSupervisor {
  /** The ffmpeg process of each event on air. */
  processes(): ReadonlyMap<string, number>;
  /** Reads the schedule now: starts what went on air, stops what went off. */
  reconcile(): Promise<void>;
  /** Stops every stream and waits until each ffmpeg process has exited. */
  stop(): Promise<void>;
}

interface RunningStream {
  event: LiveEventRow;
  child: ChildProcess | null;
  deaths: number;
  restartTimer: NodeJS.Timeout | null;
  exited: Promise<void>;
}

const MAX_RESTART_DELAY_MS = 60_000;
const STOP_GRACE_MS = 3_000;

const paletteOf = (eventId: string) => SEED_EVENTS.find((event) => event.id === eventId)?.palette ?? 'slate';

/**
 * Keeps one ffmpeg process per event on air, looping the event's feed: started when the event
 * starts (a timer is set for the next start), restarted when it dies, stopped when the event ends
 * or the server stops.
 */
export function startLiveSupervisor({ db, clock, liveDir, feedsDir, restartDelayMs = 1_000, recheckMs = 30_000, log = console.log }: LiveSupervisorOptions): LiveSupervisor {
  const streams = new Map<string, RunningStream>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let reconciling: Promise<void> = Promise.resolve();

  /** A death (or a feed that could not be made) restarts the stream after a delay that grows while it keeps dying. */
  const restartLater = (stream: RunningStream, reason: string) => {
    if (stopped || streams.get(stream.event.id) !== stream) return;
    stream.deaths += 1;
    const delay = Math.min(MAX_RESTART_DELAY_MS, restartDelayMs * 2 ** (stream.deaths - 1));
    log(`live: ${stream.event.id} stream stopped (${reason}); restarting in ${delay} ms`);
    stream.restartTimer = setTimeout(() => {
      stream.restartTimer = null;
      if (!stopped && streams.get(stream.event.id) === stream) launch(stream);
    }, delay);
  };

  const run = (stream: RunningStream, feed: string) =>
    new Promise<void>((resolve) => {
      const folder = join(liveDir, liveMedia.event(stream.event.id));
      const child = spawnFfmpeg(['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...liveStreamArgs(feed, folder, clock())], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      stream.child = child;
      let stderr = '';
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-2000);
      });
      child.on('error', (error) => {
        stderr += error.message;
      });
      child.on('close', (code, signal) => {
        stream.child = null;
        resolve();
        restartLater(stream, `${signal ?? `exit code ${code}`}${stderr ? `: ${stderr.trim().split('\n').pop()}` : ''}`);
      });
      // A stream that runs for a while is healthy again: the next death restarts it quickly.
      setTimeout(() => {
        if (stream.child === child) stream.deaths = 0;
      }, MAX_RESTART_DELAY_MS).unref();
    });

  /** Makes sure the event has its feed, then streams it; `exited` covers both, so stopping waits for either. */
  const launch = (stream: RunningStream) => {
    const { event } = stream;
    const source = { title: event.title_en, palette: paletteOf(event.id), spherical: event.format === VideoFormat.Spherical };
    stream.exited = ensureLiveFeed(event.id, source, feedsDir).then(
      (feed) => (stopped || streams.get(event.id) !== stream ? undefined : run(stream, feed)),
      (error: unknown) => restartLater(stream, `no feed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };

  const start = async (event: LiveEventRow) => {
    const folder = join(liveDir, liveMedia.event(event.id));
    // Segments of an earlier run would sit outside the new window: start clean.
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    const stream: RunningStream = { event, child: null, deaths: 0, restartTimer: null, exited: Promise.resolve() };
    streams.set(event.id, stream);
    log(`live: ${event.id} is on air`);
    launch(stream);
  };

  const end = async (stream: RunningStream) => {
    streams.delete(stream.event.id);
    if (stream.restartTimer) clearTimeout(stream.restartTimer);
    const child = stream.child;
    if (child) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await stream.exited;
      clearTimeout(force);
    }
  };

  const schedule = async () => {
    if (stopped) return;
    const now = clock();
    const next = await nextEventStart(db, now);
    const ends = [...streams.values()].map((stream) => new Date(stream.event.ends_at).getTime());
    const wake = Math.min(now.getTime() + recheckMs, next?.getTime() ?? Infinity, ...ends);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void supervisor.reconcile().catch((error: unknown) => log(`live: schedule check failed: ${String(error)}`)), Math.max(0, wake - now.getTime()));
    timer.unref();
  };

  const supervisor: LiveSupervisor = {
    processes: () => new Map([...streams].flatMap(([id, stream]) => (stream.child?.pid ? [[id, stream.child.pid] as const] : []))),
    reconcile() {
      reconciling = reconciling.then(async () => {
        if (stopped) return;
        const onAir = await eventsOnAir(db, clock());
        const ids = new Set(onAir.map((event) => event.id));
        for (const stream of [...streams.values()]) if (!ids.has(stream.event.id)) await end(stream);
        for (const event of onAir) if (!streams.has(event.id)) await start(event);
        await schedule();
      });
      return reconciling;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await reconciling.catch(() => undefined);
      await Promise.all([...streams.values()].map(end));
    },
  };
  return supervisor;
}

/** Kills every stream at once, synchronously: for a process that is exiting and cannot wait. */
export function killStreamsNow(supervisor: LiveSupervisor): void {
  for (const pid of supervisor.processes().values()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
