import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runFfmpeg } from './ffmpeg';
import { rectilinearViewMaps, type RectilinearView } from './rectilinearView';
import { frameWidth, PROMO_LOOP_PROFILE, RENDITIONS } from './videoProfile';
import { REGULAR_SCENE_TEXT_FREE_BAND } from './videoScenes';

/*
 * The premium page's promotional loops are cut from the catalogue's own sample videos: a few short
 * scenes joined by crossfades, the 360° ones seen as a view that turns. Nothing is painted on them:
 * the page says what each loop is about, in its own language.
 */

/** One scene of a loop: a sample video (regular or 360°) from `from` seconds into it. */
export interface PromoLoopScene {
  video: string;
  from: number;
}

/** A scene with the sample it is cut from: its 720p rendition's playlist, and whether it is 360°. */
export interface PromoLoopCut extends PromoLoopScene {
  playlist: string;
  spherical: boolean;
}

export const PROMO_LOOP_CROSSFADE_SECONDS = 0.4;

/** The rendition the scenes are cut from: it has more pixels than the loop in every direction. */
export const PROMO_LOOP_SOURCE_RENDITION = '720p';

/** The equirectangular frame size of a 360° sample's source rendition, which the view's maps are made for. */
function sphericalSourceSize(): { width: number; height: number } {
  const rendition = RENDITIONS.find((candidate) => candidate.name === PROMO_LOOP_SOURCE_RENDITION);
  if (!rendition) throw new Error(`Promo loops are cut from the ${PROMO_LOOP_SOURCE_RENDITION} rendition, which RENDITIONS no longer has.`);
  return { width: frameWidth(rendition.height, true), height: rendition.height };
}

/**
 * The view of a 360° scene: looking a little down from the horizon, so it sees the horizon and
 * the ground but not the direction labels above it.
 */
export const TURNING_VIEW: RectilinearView = { width: PROMO_LOOP_PROFILE.width, height: PROMO_LOOP_PROFILE.height, horizontalFov: 66, pitch: -14 };

/**
 * How the view turns, in degrees of longitude: it swings to and fro around `centre` once a loop,
 * so it looks the same way at the loop's end as at its start, and it stays behind the 360° scene's
 * clock, which stands in front.
 */
export const TURNING_YAW = { centre: 225, swing: 78 } as const;

/** How long each of `count` scenes plays, with the crossfades into it and out of it. */
export function sceneSeconds(count: number): number {
  return PROMO_LOOP_PROFILE.seconds / count + PROMO_LOOP_CROSSFADE_SECONDS;
}

/** The yaw, as an ffmpeg expression of the scene's own time `t`. */
export function turningYawExpression(): string {
  return `${TURNING_YAW.centre}+${TURNING_YAW.swing}*sin(2*PI*t/${PROMO_LOOP_PROFILE.seconds})`;
}

/** One scene's frames at the loop's size and rate; 360° scenes through the view's maps. Outputs [scene<index>]. */
function sceneFilter(cut: PromoLoopCut, index: number, input: number, maps: string): string {
  const { width, height, fps } = PROMO_LOOP_PROFILE;
  const band = REGULAR_SCENE_TEXT_FREE_BAND.bottom - REGULAR_SCENE_TEXT_FREE_BAND.top;
  const start = `[${input}:v]fps=${fps},`;
  if (!cut.spherical) {
    return `${start}crop=w=trunc(ih*${band}*16/9/2)*2:h=trunc(ih*${band}/2)*2:x=(iw-ow)/2:y=ih*${REGULAR_SCENE_TEXT_FREE_BAND.top},scale=${width}:${height},setsar=1[scene${index}]`;
  }
  // The frame side by side with itself, cropped to one frame's width further along: a turn of the sphere.
  return [
    `${start}split[left${index}][right${index}]`,
    `[left${index}][right${index}]hstack,crop=w=iw/2:h=ih:x='mod((${turningYawExpression()})*iw/720\\,iw/2)':y=0,format=yuv444p[sphere${index}]`,
    `[sphere${index}]${maps}remap,setsar=1[scene${index}]`,
  ].join(';');
}

/**
 * The ffmpeg arguments that join `cuts` into a loop of PROMO_LOOP_PROFILE's length. The first
 * scene comes again after the last, and the loop is taken from the end of the first crossfade to
 * the end of the last, so its final frame leads into its first as every scene leads into the next.
 * `maps` are the view's remap files, needed when a cut is 360°.
 */
export function promoLoopArgs(cuts: readonly PromoLoopCut[], maps: { x: string; y: string } | null, output: string): string[] {
  const { width, height, fps, seconds } = PROMO_LOOP_PROFILE;
  const fade = PROMO_LOOP_CROSSFADE_SECONDS;
  const length = sceneSeconds(cuts.length);
  const sequence = [...cuts, cuts[0]!];
  const inputs = sequence.flatMap((cut) => ['-ss', String(cut.from), '-t', length.toFixed(3), '-i', cut.playlist]);
  const spherical = sequence.flatMap((cut, index) => (cut.spherical ? [index] : []));
  if (spherical.length > 0 && !maps) throw new Error('A promo loop with a 360° scene needs the view’s remap maps.');
  const graph: string[] = [`color=c=black:s=${width}x${height}:r=${fps}:d=${(seconds + fade).toFixed(3)}[base]`];
  if (maps) {
    inputs.push('-i', maps.x, '-i', maps.y);
    const split = (input: number, name: string) => `[${input}:v]split=${spherical.length}${spherical.map((index) => `[${name}${index}]`).join('')}`;
    graph.push(split(sequence.length, 'mapx'), split(sequence.length + 1, 'mapy'));
  }
  sequence.forEach((cut, index) => {
    graph.push(sceneFilter(cut, index, index, `[mapx${index}][mapy${index}]`));
    const fadeIn = index === 0 ? '' : `format=yuva420p,fade=t=in:st=0:d=${fade}:alpha=1,`;
    graph.push(`[scene${index}]${fadeIn}setpts=PTS-STARTPTS+${(index * (length - fade)).toFixed(3)}/TB[timed${index}]`);
    graph.push(`[${index === 0 ? 'base' : `over${index - 1}`}][timed${index}]overlay=eof_action=pass[over${index}]`);
  });
  graph.push(`[over${sequence.length - 1}]trim=start=${fade}:duration=${seconds},setpts=PTS-STARTPTS,format=yuv420p[loop]`);
  return [...inputs, '-filter_complex', graph.join(';'), '-map', '[loop]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p', '-an', '-movflags', '+faststart', output];
}

/** Encodes a loop from its cuts into `output` (an MP4): the view's maps are written to a folder of their own and removed after. */
export async function encodePromoLoop(cuts: readonly PromoLoopCut[], output: string): Promise<void> {
  await mkdir(dirname(output), { recursive: true });
  if (!cuts.some((cut) => cut.spherical)) {
    await runFfmpeg(promoLoopArgs(cuts, null, output));
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'promo-loop-view-'));
  try {
    const source = sphericalSourceSize();
    const maps = rectilinearViewMaps(TURNING_VIEW, source.width, source.height);
    const files = { x: join(folder, 'x.pgm'), y: join(folder, 'y.pgm') };
    await writeFile(files.x, maps.x);
    await writeFile(files.y, maps.y);
    await runFfmpeg(promoLoopArgs(cuts, files, output));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
