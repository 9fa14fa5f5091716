import type { PaletteName, Rgb } from '../content/palettes';
import { PALETTES } from '../content/palettes';
import { filterText, SCENE_FONT_FILE } from './ffmpeg';

/*
 * Filter graphs that paint the sample pictures: ffmpeg draws them from a colour source, so no
 * footage is needed. Each has the title, a running clock (the stream's own time) and something
 * that moves, so a viewer — or a test — can see time pass.
 */

const hex = ([r, g, b]: Rgb) => `0x${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;

interface TextOptions {
  text: string;
  x: string;
  y: string;
  size: number;
  color: string;
  box?: boolean;
}

function drawText({ text, x, y, size, color, box }: TextOptions): string {
  const parts = [`fontfile=${filterText(SCENE_FONT_FILE)}`, `text=${filterText(text)}`, `x=${x}`, `y=${y}`, `fontsize=${size}`, `fontcolor=${color}`];
  if (box) parts.push('box=1', 'boxcolor=black@0.55', `boxborderw=${Math.round(size / 4)}`);
  return `drawtext=${parts.join(':')}`;
}

/** The clock: the stream's time as h:mm:ss.mmm. */
export const STREAM_CLOCK = '%{pts:hms}';

export interface SceneOptions {
  title: string;
  palette: PaletteName;
  width: number;
  height: number;
  fps: number;
  /** Omitted: endless (a live stream). */
  seconds?: number;
  clock: string;
}

function colourSource({ palette, width, height, fps, seconds }: SceneOptions, colour: 0 | 1 | 2 = 0): string {
  const duration = seconds === undefined ? '' : `:d=${seconds}`;
  return `color=c=${hex(PALETTES[palette][colour])}:s=${width}x${height}:r=${fps}${duration}`;
}

/** A regular 16:9 scene: sky and ground, the title, a ball crossing and the clock. Outputs [scene]. */
export function regularScene(options: SceneOptions): string {
  const { width: w, height: h, palette, title, clock } = options;
  const unit = h / 720;
  const [, ground, accent] = PALETTES[palette];
  return [
    `${colourSource(options)},`,
    `drawbox=x=0:y=${Math.round(h * 0.55)}:w=${w}:h=${Math.ceil(h * 0.45)}:color=${hex(ground)}:t=fill,`,
    `${drawText({ text: '●', x: `mod(t*${Math.round(240 * unit)}\\,w)`, y: `${Math.round(h * 0.45)}+${Math.round(60 * unit)}*sin(t*3)`, size: Math.round(90 * unit), color: hex(accent) })},`,
    `${drawText({ text: title, x: '(w-text_w)/2', y: `${Math.round(70 * unit)}`, size: Math.round(64 * unit), color: 'white', box: true })},`,
    `${drawText({ text: clock, x: '(w-text_w)/2', y: `h-text_h-${Math.round(80 * unit)}`, size: Math.round(72 * unit), color: 'white', box: true })}`,
    '[scene]',
  ].join('');
}

/**
 * The part of a regular scene's height, as fractions from the top, that holds no text: below the
 * title's box and above the clock's. Cuts taken from the sample videos (the promo loops) stay inside.
 */
export const REGULAR_SCENE_TEXT_FREE_BAND = { top: 0.22, bottom: 0.78 } as const;

/** What stands in each quarter of the horizon, from longitude -180° to 180° (front in the middle). */
const DIRECTIONS = ['BACK', 'LEFT', 'FRONT', 'RIGHT'] as const;

/**
 * A 2:1 equirectangular scene: sky above, ground below, a label in each of the four directions with
 * the clock in front, a ball circling the horizon, and marks overhead and underfoot. Outputs [scene].
 */
export function equirectangularScene(options: SceneOptions): string {
  const { width: w, height: h, palette, title, clock } = options;
  const unit = h / 720;
  const quarter = w / 4;
  const [, ground, accent] = PALETTES[palette];
  const filters = [
    colourSource(options),
    `drawbox=x=0:y=${Math.round(h / 2)}:w=${w}:h=${Math.ceil(h / 2)}:color=${hex(ground)}:t=fill`,
    // Pillars between the quarters, so turning shows something pass by.
    ...[0, 1, 2, 3].map((index) => `drawbox=x=${Math.round(index * quarter)}:y=${Math.round(h * 0.3)}:w=${Math.max(2, Math.round(12 * unit))}:h=${Math.round(h * 0.4)}:color=${hex(accent)}:t=fill`),
    ...DIRECTIONS.map((label, index) =>
      drawText({ text: label, x: `${Math.round(index * quarter + quarter / 2)}-text_w/2`, y: `${Math.round(h * 0.36)}`, size: Math.round(72 * unit), color: 'white', box: true }),
    ),
    drawText({ text: title, x: `${Math.round(2.5 * quarter)}-text_w/2`, y: `${Math.round(h * 0.27)}`, size: Math.round(40 * unit), color: 'white', box: true }),
    drawText({ text: clock, x: `${Math.round(2.5 * quarter)}-text_w/2`, y: `${Math.round(h * 0.56)}`, size: Math.round(56 * unit), color: 'white', box: true }),
    drawText({ text: 'SKY', x: '(w-text_w)/2', y: `${Math.round(h * 0.06)}`, size: Math.round(48 * unit), color: 'white' }),
    drawText({ text: 'GROUND', x: '(w-text_w)/2', y: `h-text_h-${Math.round(h * 0.06)}`, size: Math.round(48 * unit), color: 'white' }),
    drawText({ text: '●', x: `mod(t*${Math.round(160 * unit)}\\,w)`, y: `${Math.round(h * 0.46)}`, size: Math.round(80 * unit), color: hex(accent) }),
  ];
  return `${filters.join(',')}[scene]`;
}

/**
 * Where an equirectangular scene holds no text, in degrees: everything below the direction labels'
 * boxes (`top` of latitude), except the clock's box, which stands in front between `clock.from` and
 * `clock.to` of longitude and below `clock.top`. Views cut from the 360° sample videos stay inside.
 */
export const EQUIRECTANGULAR_SCENE_TEXT_FREE = { top: 6, clock: { from: -15, to: 105, top: -6 } } as const;
