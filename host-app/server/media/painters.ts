import { PALETTES, type PaletteName, type Rgb } from '../content/palettes';
import { GLYPH_HEIGHT, GLYPH_WIDTH } from './bitmapFont';
import { encodeApng, encodePng } from './png';
import { mix, Raster } from './raster';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Splits text into lines of at most `maxCharacters`, breaking between words. */
export function wrapWords(text: string, maxCharacters: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxCharacters || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawLines(raster: Raster, lines: readonly string[], centerY: number, scale: number, color: Rgb): void {
  const lineHeight = (GLYPH_HEIGHT + 3) * scale;
  const top = centerY - ((lines.length - 1) * lineHeight) / 2;
  lines.forEach((line, index) => raster.drawLabel(line, raster.width / 2, top + index * lineHeight, scale, color));
}

/** The largest scale at which `text` wraps into at most `maxLines` lines inside the width. */
function fitScale(text: string, width: number, maxLines: number, largest: number): { scale: number; lines: string[] } {
  for (let scale = largest; scale > 1; scale--) {
    const lines = wrapWords(text, Math.floor((width * 0.86) / ((GLYPH_WIDTH + 1) * scale)));
    if (lines.length <= maxLines && lines.every((line) => line.length * (GLYPH_WIDTH + 1) * scale <= width * 0.9)) return { scale, lines };
  }
  return { scale: 1, lines: wrapWords(text, Math.floor(width / (GLYPH_WIDTH + 1))) };
}

export interface CoverOptions {
  width: number;
  height: number;
  palette: PaletteName;
  title: string;
  /** Small caption under the title. */
  caption?: string;
  /** Corner badge, e.g. 360 or PREMIUM. */
  badges?: string[];
}

/** Poster, thumbnail, event cover or banner: gradient, frame, title and badges. */
export function paintCover(options: CoverOptions): Buffer {
  const [top, bottom, accent] = PALETTES[options.palette];
  const raster = new Raster(options.width, options.height);
  raster.verticalGradient(top, bottom);
  const border = Math.max(2, Math.round(options.height / 60));
  raster.strokeRect(border * 2, border * 2, options.width - border * 4, options.height - border * 4, border, mix(accent, top, 0.3));
  const { scale, lines } = fitScale(options.title, options.width, 3, Math.max(2, Math.round(options.height / 45)));
  drawLines(raster, lines, options.height * 0.48, scale, WHITE);
  if (options.caption) raster.drawLabel(options.caption, options.width / 2, options.height * 0.82, Math.max(1, Math.floor(scale / 2)), accent);
  const badgeScale = Math.max(1, Math.round(options.height / 120));
  let badgeX = border * 5;
  for (const badge of options.badges ?? []) {
    const badgeWidth = (badge.length * (GLYPH_WIDTH + 1) + 3) * badgeScale;
    raster.fillRect(badgeX, border * 5, badgeWidth, (GLYPH_HEIGHT + 4) * badgeScale, accent);
    raster.drawText(badge, badgeX + 2 * badgeScale, border * 5 + 2 * badgeScale, badgeScale, top);
    badgeX += badgeWidth + 3 * badgeScale;
  }
  return encodePng(raster.pixels, raster.width, raster.height);
}

/** Round icon with initials: channels and interests. */
export function paintIcon(size: number, palette: PaletteName, title: string): Buffer {
  const [top, bottom, accent] = PALETTES[palette];
  const raster = new Raster(size, size);
  raster.fillRect(0, 0, size, size, bottom);
  raster.fillCircle(size / 2, size / 2, size * 0.46, top);
  raster.fillCircle(size / 2, size / 2, size * 0.4, mix(top, bottom, 0.35));
  const initials = title
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!)
    .join('');
  raster.drawLabel(initials || '?', size / 2, size / 2, Math.max(2, Math.floor(size / 28)), accent);
  return encodePng(raster.pixels, size, size);
}

const SCENE_NAMES: Record<PaletteName, string> = {
  dusk: 'DUSK',
  ocean: 'OCEAN',
  forest: 'FOREST',
  stadium: 'STADIUM',
  neon: 'NIGHT CITY',
  sand: 'DESERT',
  slate: 'STUDIO',
  rose: 'STAGE',
};

/**
 * Equirectangular test pattern (2:1): sky-to-ground gradient, a 15° grid with 45° and equator
 * lines highlighted, longitude and latitude labels and the four directions, so a 360 player's
 * orientation and projection can be checked by eye.
 */
export function paintEquirectangular(scene: PaletteName, width = 2048): Buffer {
  const height = width / 2;
  const [sky, ground, accent] = PALETTES[scene];
  const raster = new Raster(width, height);
  for (let y = 0; y < height; y++) {
    const latitude = 90 - (y / height) * 180;
    const color = latitude >= 0 ? mix(sky, mix(sky, ground, 0.5), 1 - latitude / 90) : mix(mix(sky, ground, 0.5), mix(ground, BLACK, 0.4), -latitude / 90);
    raster.fillRect(0, y, width, 1, color);
  }
  const degree = width / 360;
  const minor = mix(accent, sky, 0.6);
  for (let longitude = 0; longitude < 360; longitude += 15) {
    const x = Math.round(longitude * degree);
    raster.fillRect(x - (longitude % 45 === 0 ? 1 : 0), 0, longitude % 45 === 0 ? 3 : 1, height, longitude % 45 === 0 ? accent : minor);
  }
  for (let latitude = -75; latitude <= 75; latitude += 15) {
    const y = Math.round((90 - latitude) * degree);
    const major = latitude % 45 === 0;
    raster.fillRect(0, y - (major ? 1 : 0), width, major ? (latitude === 0 ? 5 : 3) : 1, major ? accent : minor);
  }
  // The image centre (u = 0.5) is straight ahead.
  for (let longitude = -180; longitude < 180; longitude += 45) {
    const x = (longitude + 180) * degree;
    const label = longitude === 0 ? '0°' : longitude === -180 ? '180°' : `${Math.abs(longitude)}°${longitude > 0 ? 'E' : 'W'}`;
    raster.drawLabel(label, x + 40, height / 2 + 24, 3, WHITE);
    for (const latitude of [-60, -30, 30, 60]) {
      raster.drawLabel(`${Math.abs(latitude)}°${latitude > 0 ? 'N' : 'S'}`, x + 40, (90 - latitude) * degree - 20, 2, WHITE);
    }
  }
  const directions: Array<[string, number]> = [
    ['FRONT', 0.5],
    ['RIGHT', 0.75],
    ['BACK', 0],
    ['BACK', 1],
    ['LEFT', 0.25],
  ];
  for (const [name, u] of directions) raster.drawLabel(name, u * width, height / 2 - 70, 8, WHITE);
  raster.drawLabel(`${SCENE_NAMES[scene]} 360 TEST PATTERN`, width / 2, height / 2 + 110, 4, accent);
  raster.drawLabel('UP', width / 2, height * 0.06, 6, WHITE);
  raster.drawLabel('DOWN', width / 2, height * 0.94, 6, WHITE);
  return encodePng(raster.pixels, width, height);
}

const BARS: readonly Rgb[] = [
  [191, 191, 191],
  [191, 191, 0],
  [0, 191, 191],
  [0, 191, 0],
  [191, 0, 191],
  [191, 0, 0],
  [0, 0, 191],
];

/**
 * Animated test pattern for regular videos: colour bars, a sweeping line, a running timecode and
 * a progress bar, looping every `frameCount / fps` seconds.
 */
export function paintTestPattern(palette: PaletteName, title: string, width = 480, height = 270, frameCount = 24, fps = 12): Buffer {
  const [top, bottom, accent] = PALETTES[palette];
  const barsHeight = Math.round(height * 0.55);
  const barWidth = width / BARS.length;
  const frames: Uint8Array[] = [];
  for (let frame = 0; frame < frameCount; frame++) {
    const raster = new Raster(width, height);
    raster.verticalGradient(top, bottom, 8);
    BARS.forEach((color, index) => raster.fillRect(Math.round(index * barWidth), 0, Math.ceil(barWidth), barsHeight, color));
    const sweepX = Math.round((frame / frameCount) * width);
    raster.fillRect(sweepX, 0, 4, barsHeight, WHITE);
    const seconds = frame / fps;
    const timecode = `00:${String(Math.floor(seconds)).padStart(2, '0')}.${String(Math.round((seconds % 1) * 100)).padStart(2, '0')}`;
    raster.drawLabel(title, width / 2, barsHeight + 28, 2, WHITE);
    raster.drawLabel(timecode, width / 2, barsHeight + 62, 4, accent);
    raster.drawLabel(`FRAME ${frame + 1}/${frameCount}`, width / 2, barsHeight + 94, 2, WHITE);
    raster.fillRect(16, height - 14, width - 32, 6, mix(top, BLACK, 0.3));
    raster.fillRect(16, height - 14, Math.round(((frame + 1) / frameCount) * (width - 32)), 6, accent);
    frames.push(raster.pixels);
  }
  return encodeApng(frames, width, height, Math.round(1000 / fps));
}
