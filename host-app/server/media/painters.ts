import { PALETTES, type PaletteName, type Rgb } from '../content/palettes';
import { GLYPH_HEIGHT, GLYPH_WIDTH } from './bitmapFont';
import { encodePng } from './png';
import { mix, Raster } from './raster';

const WHITE: Rgb = [255, 255, 255];

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
