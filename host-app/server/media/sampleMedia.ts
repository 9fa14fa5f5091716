import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { VideoFormat } from '../../shared/productConstants';
import { PUBLIC_MEDIA_DIR, publicMedia, STREAM_MEDIA_DIR, streamMedia } from '../content/mediaFiles';
import { SEED_CATEGORIES, SEED_CHANNELS, SEED_VIDEOS } from '../content/seedCatalog';
import { SEED_HOUSE_ADS, SEED_INTERESTS } from '../content/seedEngagement';
import { SEED_EVENTS } from '../content/seedEvents';
import { SEED_OPERATORS } from '../content/seedMarkets';
import { PROMO_LOOPS } from '../content/seedPromoLoops';
import { HLS_FILES } from './hlsPlaylists';
import { paintCover, paintIcon } from './painters';
import { encodePromoLoop, encodeSampleVideoInPlace, extractPoster, type SampleVideo } from './sampleVideos';
import { SAMPLE_VIDEO_PROFILE, type VideoProfile } from './videoProfile';

/** One file of the sample media: where it goes (relative to the media folder) and how to paint it. */
export interface PlannedMedia {
  file: string;
  paint: () => Buffer;
}

/** Every image the seeded content refers to, derived from the same seed records (videos and loops are encoded apart). */
export function sampleMediaPlan(): PlannedMedia[] {
  const plan: PlannedMedia[] = [];
  const add = (dir: string, file: string, paint: () => Buffer) => plan.push({ file: `${dir}/${file}`, paint });

  for (const channel of SEED_CHANNELS) add(PUBLIC_MEDIA_DIR, publicMedia.channel(channel.id), () => paintIcon(256, channel.palette, channel.title.en));
  for (const interest of SEED_INTERESTS) add(PUBLIC_MEDIA_DIR, publicMedia.interestIcon(interest.id), () => paintIcon(128, interest.palette, interest.name.en));
  for (const category of SEED_CATEGORIES) {
    add(PUBLIC_MEDIA_DIR, publicMedia.category(category.id), () => paintCover({ width: 320, height: 180, palette: category.palette, title: category.title.en }));
  }
  for (const event of SEED_EVENTS) {
    add(PUBLIC_MEDIA_DIR, publicMedia.eventCover(event.id), () =>
      paintCover({ width: 640, height: 360, palette: event.palette, title: event.title.en, caption: event.location.en, badges: [event.label.en] }),
    );
  }
  for (const operator of SEED_OPERATORS) {
    add(PUBLIC_MEDIA_DIR, publicMedia.operatorLogo(operator.id), () => paintCover({ width: 240, height: 120, palette: 'slate', title: operator.name }));
  }
  for (const ad of SEED_HOUSE_ADS) {
    add(PUBLIC_MEDIA_DIR, publicMedia.houseAd(ad.id), () => paintCover({ width: ad.width, height: ad.height, palette: ad.palette, title: ad.title.en }));
  }

  return plan;
}

async function isDone(path: string, expected: string | undefined): Promise<boolean> {
  if (expected === undefined) return exists(path);
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

/** The seeded videos as the encoder sees them. */
export function sampleVideos(): SampleVideo[] {
  return SEED_VIDEOS.map((video) => ({ id: video.id, title: video.title, palette: video.palette, spherical: video.format === VideoFormat.Spherical }));
}

export interface MediaGenerationOptions {
  force?: boolean;
  /** SAMPLE_VIDEO_PROFILE when omitted; tests pass a shorter one. */
  profile?: VideoProfile;
  /** Only these videos (all seeded ones when omitted). */
  videos?: readonly SampleVideo[];
  /** Called after each finished step, for a progress line. */
  onProgress?: (progress: MediaProgress) => void;
}

export interface MediaProgress {
  done: number;
  total: number;
  /** What was just finished, e.g. "video match-highlights". */
  step: string;
}

/** One unit of generation work: skipped when its output exists (unless forced). */
interface MediaJob {
  name: string;
  /** Relative to the media folder; its presence means the job is done. */
  output: string;
  /** When present, the output must also hold exactly this (an encoding profile). */
  expected?: string;
  run(): Promise<void>;
}

/**
 * The encoding jobs: each video (HLS renditions and captions, then its poster, which is also its
 * thumbnail) and each promotional loop.
 */
function mediaJobs(mediaDir: string, options: MediaGenerationOptions): MediaJob[] {
  const profile = options.profile ?? SAMPLE_VIDEO_PROFILE;
  const jobs: MediaJob[] = [];
  for (const video of options.videos ?? sampleVideos()) {
    const folder = `${STREAM_MEDIA_DIR}/${streamMedia.video(video.id)}`;
    const poster = `${PUBLIC_MEDIA_DIR}/${publicMedia.videoCover(video.id)}`;
    jobs.push({
      name: `video ${video.id}`,
      output: `${folder}/${HLS_FILES.profile}`,
      expected: JSON.stringify(profile),
      run: async () => {
        await encodeSampleVideoInPlace(video, join(mediaDir, folder), profile);
        await writeAside(join(mediaDir, poster), (partial) => extractPoster(video, join(mediaDir, folder), profile, partial));
      },
    });
    // A poster lost on its own is taken again from the video already there.
    jobs.push({ name: `poster ${video.id}`, output: poster, run: () => writeAside(join(mediaDir, poster), (partial) => extractPoster(video, join(mediaDir, folder), profile, partial)) });
  }
  if (!options.videos) {
    for (const loop of PROMO_LOOPS) {
      const output = `${PUBLIC_MEDIA_DIR}/${publicMedia.promoLoop(loop.id)}`;
      jobs.push({ name: `promo loop ${loop.id}`, output, run: () => writeAside(join(mediaDir, output), (partial) => encodePromoLoop(loop, partial)) });
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
 * Writes the planned images and encodes the videos and loops that are missing (all of them with
 * `force`); returns what was written, images as files and encodings by name. Two ffmpeg runs at
 * a time keep both cores of a small machine busy.
 */
export async function generateSampleMedia(mediaDir: string, options: MediaGenerationOptions = {}): Promise<string[]> {
  const written = await generateImages(mediaDir, options);
  const pending: MediaJob[] = [];
  for (const job of mediaJobs(mediaDir, options)) {
    if (options.force || !(await isDone(join(mediaDir, job.output), job.expected))) pending.push(job);
  }
  // The poster job after a video's job is already done by it.
  const jobs = pending.filter((job, index) => !(job.name.startsWith('poster ') && pending[index - 1]?.name === `video ${job.name.slice('poster '.length)}`));
  let done = 0;
  await runJobs(jobs, Math.min(2, availableParallelism()), (job) => {
    done += 1;
    written.push(job.name);
    options.onProgress?.({ done, total: jobs.length, step: job.name });
  });
  return written;
}

async function generateImages(mediaDir: string, options: MediaGenerationOptions): Promise<string[]> {
  const written: string[] = [];
  for (const item of sampleMediaPlan()) {
    const path = join(mediaDir, item.file);
    if (!options.force && (await exists(path))) continue;
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a stop halfway never leaves a truncated file that counts as present;
    // aside under this process's own name, so servers starting together never rename each other's.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, item.paint());
    await rename(partial, path);
    written.push(item.file);
  }
  return written;
}
