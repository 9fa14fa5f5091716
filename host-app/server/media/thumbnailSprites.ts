import { frameWidth } from './videoProfile';

/** One preview a second, 90 px high (160 × 90 for 16:9, 180 × 90 for a 360° frame), four to a row. */
export const THUMBNAIL_EVERY_SECONDS = 1;
export const THUMBNAIL_HEIGHT = 90;
const COLUMNS = 4;

/** Where each preview sits in the sprite sheet. */
export interface SpriteLayout {
  every: number;
  count: number;
  columns: number;
  rows: number;
  width: number;
  height: number;
}

export function spriteLayout(seconds: number, spherical: boolean): SpriteLayout {
  const count = Math.max(1, Math.ceil(seconds / THUMBNAIL_EVERY_SECONDS));
  const columns = Math.min(COLUMNS, count);
  return { every: THUMBNAIL_EVERY_SECONDS, count, columns, rows: Math.ceil(count / columns), width: frameWidth(THUMBNAIL_HEIGHT, spherical), height: THUMBNAIL_HEIGHT };
}

/** ffmpeg arguments that draw the sprite sheet from a rendition: a frame each `every` seconds, scaled and tiled into one JPEG. */
export function spriteSheetArgs(input: string, output: string, layout: SpriteLayout): string[] {
  return [
    '-i', input,
    '-vf', `fps=1/${layout.every},scale=${layout.width}:${layout.height},tile=${layout.columns}x${layout.rows}`,
    '-frames:v', '1', '-q:v', '5', '-an',
    output,
  ];
}

const timestamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}.${String(Math.round((seconds - whole) * 1000)).padStart(3, '0')}`;
};

/**
 * The WebVTT thumbnails track over the sprite: a cue per preview whose text is the sprite's name
 * with the media fragment of its tile (`sprite.jpg#xywh=x,y,w,h`), which players resolve against
 * the track's own address.
 */
export function thumbnailsTrack(layout: SpriteLayout, seconds: number, spriteName: string): string {
  const cues: string[] = [];
  for (let index = 0; index < layout.count; index += 1) {
    const start = index * layout.every;
    const end = Math.min(seconds, start + layout.every);
    const x = (index % layout.columns) * layout.width;
    const y = Math.floor(index / layout.columns) * layout.height;
    cues.push(`${timestamp(start)} --> ${timestamp(end)}\n${spriteName}#xywh=${x},${y},${layout.width},${layout.height}`);
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
