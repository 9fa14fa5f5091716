import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { VideoFormat } from '../../contract/content/contentConstants';
import { PUBLIC_MEDIA_DIR, publicMedia, STREAM_MEDIA_DIR, streamMedia } from '../content/mediaFiles';
import { SEED_VIDEOS } from '../content/seedCatalog';
import { PROMO_LOOPS } from '../content/seedPromoLoops';
import { SEED_VIDEO_ADS } from '../content/seedVideoAds';
import { HLS_FILES } from './hlsPlaylists';
import { encodeImageFiles, imageFilesOf, parseImageFileName } from './imageFiles';
import { sampleImages, type SampleImage } from './sampleImages';
import { encodePromoLoop, PROMO_LOOP_SOURCE_RENDITION, type PromoLoopCut, type PromoLoopScene } from './promoLoops';
import { encodeSampleVideoInPlace, type SampleVideo } from './sampleVideos';
import { encodeVideoAd } from './videoAds';
import { SAMPLE_VIDEO_PROFILE, type VideoProfile } from './videoProfile';

async function hasContent(path: string, expected: string): Promise<boolean> {
  try {
    return (await readFile(path, 'utf8')) === expected;
  } catch {
    return false;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** The seeded videos the encoder makes renditions for: the back catalogue reuses theirs. */
export function sampleVideos(): SampleVideo[] {
  return SEED_VIDEOS.filter((video) => video.streamOf === undefined).map((video) => ({ id: video.id, title: video.title, palette: video.palette, spherical: video.format === VideoFormat.Spherical }));
}

export interface MediaGenerationOptions {
  force?: boolean;
  /** SAMPLE_VIDEO_PROFILE when omitted; tests pass a shorter one. */
  profile?: VideoProfile;
  /** Only these videos and pictures, and no promo loops or video ads (everything seeded when omitted); tests pass a few. */
  only?: { videos?: readonly SampleVideo[]; images?: readonly SampleImage[] };
  /** Called after each finished step, for a progress line. */
  onProgress?: (progress: MediaProgress) => void;
}

export interface MediaProgress {
  done: number;
  total: number;
  /** What was just finished, e.g. "video match-highlights". */
  step: string;
}

/** One unit of generation work: skipped when its output is there already (unless forced). */
interface MediaJob {
  name: string;
  /** Cut from the sample videos' renditions, so it runs once every video job has finished. */
  readsSampleVideos?: boolean;
  isDone(): Promise<boolean>;
  run(): Promise<void>;
}

/** A picture's files: written aside and renamed, then any of an earlier hash removed. */
function imageJob(mediaDir: string, image: SampleImage): MediaJob {
  const { files, hash } = imageFilesOf(image);
  const pathOf = (name: string) => join(mediaDir, PUBLIC_MEDIA_DIR, name);
  return {
    name: `image ${image.key}`,
    isDone: async () => (await Promise.all(files.map((file) => exists(pathOf(file.name))))).every(Boolean),
    run: async () => {
      const encoded = await encodeImageFiles(image, files);
      await mkdir(dirname(pathOf(image.key)), { recursive: true });
      await Promise.all(files.map((file, index) => writeFileAside(pathOf(file.name), encoded[index]!)));
      await removeOtherHashes(pathOf(image.key), hash);
    },
  };
}

/** Files of the same picture from an earlier artwork or encoder: their names are no longer handed out. */
async function removeOtherHashes(keyPath: string, hash: string): Promise<void> {
  for (const name of await readdir(dirname(keyPath))) {
    const file = parseImageFileName(name);
    if (file && file.base === basename(keyPath) && file.hash !== hash) await rm(join(dirname(keyPath), name), { force: true });
  }
}

/** A promo loop's scenes with the rendition each is cut from. */
function promoLoopCuts(mediaDir: string, scenes: readonly PromoLoopScene[]): PromoLoopCut[] {
  const videos = new Map(sampleVideos().map((video) => [video.id, video]));
  return scenes.map((scene) => {
    const video = videos.get(scene.video);
    if (!video) throw new Error(`A promo loop is cut from ${scene.video}, which is no encoded sample video: name one of SEED_VIDEOS without streamOf.`);
    const playlist = join(mediaDir, STREAM_MEDIA_DIR, streamMedia.video(video.id), HLS_FILES.renditionPlaylist(PROMO_LOOP_SOURCE_RENDITION));
    return { ...scene, playlist, spherical: video.spherical };
  });
}

/**
 * The jobs, pictures first (what pages show first, and quick): each picture's files, each video
 * (HLS renditions and captions), each promotional loop (cut from the videos) and each video ad's creative.
 */
function mediaJobs(mediaDir: string, options: MediaGenerationOptions): MediaJob[] {
  const profile = options.profile ?? SAMPLE_VIDEO_PROFILE;
  const jobs = (options.only ? (options.only.images ?? []) : sampleImages()).map((image) => imageJob(mediaDir, image));
  for (const video of options.only ? (options.only.videos ?? []) : sampleVideos()) {
    const folder = join(mediaDir, STREAM_MEDIA_DIR, streamMedia.video(video.id));
    jobs.push({
      name: `video ${video.id}`,
      // A folder of another encoding profile, or from before the thumbnail previews, is encoded again.
      isDone: async () => (await hasContent(join(folder, HLS_FILES.profile), JSON.stringify(profile))) && (await exists(join(folder, HLS_FILES.thumbnailsTrack))),
      run: () => encodeSampleVideoInPlace(video, folder, profile),
    });
  }
  if (!options.only) {
    for (const loop of PROMO_LOOPS) {
      const output = join(mediaDir, PUBLIC_MEDIA_DIR, publicMedia.promoLoop(loop.id));
      const cuts = promoLoopCuts(mediaDir, loop.scenes);
      jobs.push({ name: `promo loop ${loop.id}`, readsSampleVideos: true, isDone: () => exists(output), run: () => writeAside(output, (partial) => encodePromoLoop(cuts, partial)) });
    }
    for (const ad of SEED_VIDEO_ADS) {
      const output = join(mediaDir, PUBLIC_MEDIA_DIR, publicMedia.videoAd(ad.id));
      jobs.push({ name: `video ad ${ad.id}`, isDone: () => exists(output), run: () => writeAside(output, (partial) => encodeVideoAd({ title: ad.title.en, palette: ad.palette }, partial)) });
    }
  }
  return jobs;
}

/** Written aside (keeping the extension, which ffmpeg reads) and renamed, so a stop halfway leaves nothing that counts as present. */
export async function writeAside(path: string, write: (partial: string) => Promise<void>): Promise<void> {
  const dot = path.lastIndexOf('.');
  const partial = `${path.slice(0, dot)}.${process.pid}.partial${path.slice(dot)}`;
  await mkdir(dirname(path), { recursive: true });
  await write(partial);
  await rename(partial, path);
}

/** The same for bytes at hand; aside under this process's own name, so servers starting together never rename each other's. */
async function writeFileAside(path: string, bytes: Buffer): Promise<void> {
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

/** Runs jobs `parallel` at a time, in order; the first failure stops the rest and rejects. */
async function runJobs(jobs: readonly MediaJob[], parallel: number, onDone: (job: MediaJob) => void): Promise<void> {
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (failure === null && next < jobs.length) {
      const job = jobs[next++]!;
      try {
        await job.run();
        onDone(job);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  if (failure !== null) throw failure;
}

/**
 * Draws and encodes what is missing (everything with `force`) and returns the names of the jobs
 * that ran. Two at a time keep both cores of a small machine busy.
 */
export async function generateSampleMedia(mediaDir: string, options: MediaGenerationOptions = {}): Promise<string[]> {
  const jobs: MediaJob[] = [];
  for (const job of mediaJobs(mediaDir, options)) {
    if (options.force || !(await job.isDone())) jobs.push(job);
  }
  const written: string[] = [];
  let done = 0;
  const onDone = (job: MediaJob) => {
    done += 1;
    written.push(job.name);
    options.onProgress?.({ done, total: jobs.length, step: job.name });
  };
  const parallel = Math.min(2, availableParallelism());
  await runJobs(jobs.filter((job) => !job.readsSampleVideos), parallel, onDone);
  await runJobs(jobs.filter((job) => job.readsSampleVideos), parallel, onDone);
  return written;
}
