import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { systemClock } from '@payment-client/server-kit/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { VideoDetail } from '../../../../host-app/contract/content/contentTypes';
import { LIVE_FEED_DIR, LIVE_MEDIA_DIR, liveMedia } from '../../../../host-app/server/content/mediaFiles';
import { startLiveSupervisor, type LiveSupervisor } from '../../../../host-app/server/live/liveSupervisor';
import { LIVE_PROFILE } from '../../../../host-app/server/live/liveStreamArgs';
import { HLS_FILES } from '../../../../host-app/server/media/hlsPlaylists';
import { failure, startTestProduct, success, type TestProduct } from '../helpers';

const FREE_LIVE_EVENT = 'rooftop-concert-live';
const PREMIUM_LIVE_EVENT = 'league-derby-live';
const UPCOMING_EVENT = 'jazz-night';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const mediaSequence = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? Number.NaN);

/** Real ffmpeg processes, fed in real time, under the supervisor the server runs. */
describe('live streams', () => {
  let product: TestProduct;
  let live: LiveSupervisor;
  const logs: string[] = [];
  const feedsDir = () => join(product.dirs.media, LIVE_FEED_DIR);
  /** The encoded feeds, by name, with when each was written. */
  const feedFiles = async () => {
    const files = (await readdir(feedsDir())).filter((file) => file.endsWith('.mp4')).sort();
    return Promise.all(files.map(async (file) => ({ file, writtenAt: (await stat(join(feedsDir(), file))).mtimeMs })));
  };
  const playlistOf = (eventId: string) => readFile(join(product.dirs.media, LIVE_MEDIA_DIR, liveMedia.event(eventId), HLS_FILES.livePlaylist), 'utf8').catch(() => '');

  beforeAll(async () => {
    // The wall clock: events are seeded around the real time, as the server does on start.
    product = await startTestProduct({ clock: systemClock });
    live = startLiveSupervisor({ db: product.db, clock: systemClock, liveDir: join(product.dirs.media, LIVE_MEDIA_DIR), feedsDir: feedsDir(), restartDelayMs: 100, log: (line) => logs.push(line) });
    await live.reconcile();
  });
  afterAll(async () => {
    await live?.stop();
    await product?.close();
  });

  it('runs an ffmpeg process per event on air, looping its feed into a sliding-window playlist with no end whose media sequence advances', { timeout: 60_000 }, async () => {
    // Each stream starts once its event's feed is encoded (the first time) or found.
    await expect.poll(() => [...live.processes().keys()].sort(), { timeout: 20_000, interval: 100 }).toEqual([PREMIUM_LIVE_EVENT, FREE_LIVE_EVENT].sort());
    const pid = live.processes().get(FREE_LIVE_EVENT);
    await expect.poll(() => playlistOf(FREE_LIVE_EVENT), { timeout: 20_000, interval: 250 }).toContain('#EXTINF');
    const first = await playlistOf(FREE_LIVE_EVENT);
    expect(first).not.toContain('#EXT-X-ENDLIST');
    expect(first).toContain(`#EXT-X-TARGETDURATION:${LIVE_PROFILE.segmentSeconds}`);
    const startSequence = mediaSequence(first);
    // Segments keep coming past the feed's end: the window slides further than one feed's length.
    const segmentsPerFeed = LIVE_PROFILE.feedSeconds / LIVE_PROFILE.segmentSeconds;
    await expect.poll(async () => mediaSequence(await playlistOf(FREE_LIVE_EVENT)), { timeout: 40_000, interval: 500 }).toBeGreaterThan(startSequence + segmentsPerFeed - LIVE_PROFILE.windowSegments);
    const later = await playlistOf(FREE_LIVE_EVENT);
    const durations = [...later.matchAll(/#EXTINF:([\d.]+)/g)].map((match) => Number(match[1]));
    expect(durations).toEqual(Array(LIVE_PROFILE.windowSegments).fill(LIVE_PROFILE.segmentSeconds));
    expect(later).not.toContain('#EXT-X-ENDLIST');
    // The same process all along: the feed looped rather than ended and restarted.
    expect(live.processes().get(FREE_LIVE_EVENT)).toBe(pid);
    expect(logs.filter((line) => line.includes(`${FREE_LIVE_EVENT} stream stopped`))).toEqual([]);
  });

  it('serves the live playlist to a guest through the event stream link', async () => {
    const detail = success<VideoDetail>(await product.app.inject({ method: 'GET', url: API_PATHS.liveEventStream(FREE_LIVE_EVENT) }));
    expect(detail.stream).toMatchObject({ kind: 'live', needsAuthorization: false });
    const playlist = await product.app.inject({ method: 'GET', url: detail.stream!.url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['cache-control']).toBe('no-store');
    expect(playlist.body).not.toContain('#EXT-X-ENDLIST');
    const segment = /^live\d+\.ts$/m.exec(playlist.body)?.[0];
    expect(segment).toBeDefined();
    expect((await product.app.inject({ method: 'GET', url: detail.stream!.url.replace(HLS_FILES.livePlaylist, segment!) })).statusCode).toBe(200);
    // Premium live needs a VIP; an event that is not on air has no stream.
    expect(success<VideoDetail>(await product.app.inject({ method: 'GET', url: API_PATHS.liveEventStream(PREMIUM_LIVE_EVENT) }))).toMatchObject({ access: 'sign_in_required', stream: null });
    expect(failure(await product.app.inject({ method: 'GET', url: API_PATHS.liveEventStream(UPCOMING_EVENT) })).messageKey).toBe('notFound.liveEvent');
  });

  it('restarts a stream whose ffmpeg process dies, from the feed it already has', { timeout: 30_000 }, async () => {
    const feedsBefore = await feedFiles();
    expect(feedsBefore.map(({ file }) => file)).toEqual([expect.stringMatching(`^${PREMIUM_LIVE_EVENT}-\\w+\\.mp4$`), expect.stringMatching(`^${FREE_LIVE_EVENT}-\\w+\\.mp4$`)]);
    const pid = live.processes().get(FREE_LIVE_EVENT)!;
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => live.processes().get(FREE_LIVE_EVENT), { timeout: 20_000, interval: 100 }).toSatisfy((next) => next !== undefined && next !== pid);
    expect(logs.some((line) => line.includes(`${FREE_LIVE_EVENT} stream stopped`))).toBe(true);
    expect(await feedFiles()).toEqual(feedsBefore);
  });

  it('turns an upcoming event live at its start time, by itself', { timeout: 30_000 }, async () => {
    const startsAt = new Date(Date.now() + 1_500);
    await product.db.query('UPDATE product.events SET starts_at = $2, ends_at = $3 WHERE id = $1', [UPCOMING_EVENT, startsAt.toISOString(), new Date(startsAt.getTime() + 3_600_000).toISOString()]);
    // The supervisor reads the schedule once and sets a timer for the next start.
    await live.reconcile();
    expect(live.processes().has(UPCOMING_EVENT)).toBe(false);
    await expect.poll(() => live.processes().has(UPCOMING_EVENT), { timeout: 20_000, interval: 100 }).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt.getTime());
  });

  it('stops every ffmpeg process when stopped', { timeout: 30_000 }, async () => {
    const pids = [...live.processes().values()];
    expect(pids.length).toBe(3);
    await live.stop();
    expect(pids.filter(isRunning)).toEqual([]);
    expect(live.processes().size).toBe(0);
  });
});
