import { PALETTES, type PaletteName, type Rgb } from '../content/palettes';

/*
 * The artwork of posters, covers, banners and icons, as SVG documents that sharp renders: light,
 * shapes and colour only. No text is ever drawn into a picture; a title belongs to the page, which
 * sets it in the page's language and fonts.
 */

/** Hills at dusk (videos, events, categories, banners), a globe (360° videos), or a round emblem (channels, interests, operators). */
export type ArtworkMotif = 'horizon' | 'globe' | 'emblem';

export interface Artwork {
  motif: ArtworkMotif;
  palette: PaletteName;
  /** Between 0 and 1: where the sun stands, how the hills roll, how the emblem turns; so pictures of one palette differ. */
  variant: number;
}

interface Colours {
  top: Rgb;
  bottom: Rgb;
  accent: Rgb;
}

/** Rounded, so the same artwork always gives the same document (and the same file names). */
const n = (value: number) => String(Math.round(value * 10) / 10);

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const blend = (a: number, b: number) => a + (b - a) * amount;
  return [blend(from[0], to[0]), blend(from[1], to[1]), blend(from[2], to[2])];
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** A row of hills across the picture, from `base` (a fraction of the height) rising and falling by `swell`. */
function hills(width: number, height: number, base: number, swell: number, phase: number): string {
  const y = (fraction: number) => n(height * (base + swell * Math.sin(2 * Math.PI * (fraction + phase))));
  const x = (fraction: number) => n(width * fraction);
  return `M0 ${y(0)} C${x(0.2)} ${y(0.15)} ${x(0.3)} ${y(0.35)} ${x(0.5)} ${y(0.5)} S${x(0.8)} ${y(0.9)} ${width} ${y(1)} V${height} H0 Z`;
}

function horizon({ variant }: Artwork, { top, bottom, accent }: Colours, width: number, height: number): string {
  const sunX = width * (0.22 + 0.56 * variant);
  const sunY = height * 0.38;
  const sunRadius = Math.min(width * 0.09, height * 0.14);
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(top)}"/><stop offset="0.72" stop-color="${hex(bottom)}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${hex(accent)}" stop-opacity="0.85"/><stop offset="1" stop-color="${hex(accent)}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunRadius * 3)}" fill="url(#glow)"/>`,
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunRadius)}" fill="${hex(mix(accent, WHITE, 0.3))}"/>`,
    `<path d="${hills(width, height, 0.62, 0.04, variant)}" fill="${hex(mix(mix(top, bottom, 0.5), BLACK, 0.25))}"/>`,
    `<path d="${hills(width, height, 0.76, 0.05, variant * 2 + 0.3)}" fill="${hex(mix(top, BLACK, 0.45))}"/>`,
  ].join('');
}

function globe({ variant }: Artwork, { top, bottom, accent }: Colours, width: number, height: number): string {
  const radius = Math.min(width, height) * 0.38;
  const cx = n(width / 2);
  const cy = n(height * 0.52);
  // Meridians are ellipses narrowing towards the globe's edge; the variant turns the globe.
  const meridians = [0, 1, 2, 3, 4, 5].map((index) => Math.abs(Math.cos(((index + variant) * Math.PI) / 6)) * radius);
  const parallels = [-0.6, -0.3, 0, 0.3, 0.6].map((latitude) => ({ y: latitude * radius, rx: Math.sqrt(1 - latitude * latitude) * radius }));
  return [
    `<defs><radialGradient id="space" cx="0.5" cy="0.55" r="0.75"><stop offset="0" stop-color="${hex(mix(bottom, BLACK, 0.2))}"/><stop offset="1" stop-color="${hex(mix(top, BLACK, 0.3))}"/></radialGradient>`,
    `<radialGradient id="halo"><stop offset="0.7" stop-color="${hex(accent)}" stop-opacity="0.55"/><stop offset="1" stop-color="${hex(accent)}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="surface" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${hex(mix(bottom, WHITE, 0.25))}"/><stop offset="1" stop-color="${hex(mix(top, BLACK, 0.2))}"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#space)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${n(radius * 1.3)}" fill="url(#halo)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${n(radius)}" fill="url(#surface)"/>`,
    `<g fill="none" stroke="${hex(accent)}" stroke-opacity="0.75" stroke-width="${n(radius * 0.02)}">`,
    ...meridians.map((rx) => `<ellipse cx="${cx}" cy="${cy}" rx="${n(rx)}" ry="${n(radius)}"/>`),
    ...parallels.map(({ y, rx }) => `<ellipse cx="${cx}" cy="${n(height * 0.52 + y)}" rx="${n(rx)}" ry="${n(rx * 0.12)}"/>`),
    '</g>',
  ].join('');
}

function emblem({ variant }: Artwork, { top, bottom, accent }: Colours, width: number, height: number): string {
  const size = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const rays = 6 + Math.floor(variant * 6);
  const turn = variant * 360;
  const ray = `M${n(cx)} ${n(cy)} L${n(cx - size * 0.06)} ${n(cy - size * 0.75)} L${n(cx + size * 0.06)} ${n(cy - size * 0.75)} Z`;
  return [
    `<defs><radialGradient id="field" r="0.7"><stop offset="0" stop-color="${hex(bottom)}"/><stop offset="1" stop-color="${hex(top)}"/></radialGradient>`,
    `<radialGradient id="core" cx="0.4" cy="0.35"><stop offset="0" stop-color="${hex(mix(accent, WHITE, 0.4))}"/><stop offset="1" stop-color="${hex(mix(accent, bottom, 0.5))}"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#field)"/>`,
    `<g fill="${hex(accent)}" fill-opacity="0.16">`,
    ...Array.from({ length: rays }, (_, index) => `<path d="${ray}" transform="rotate(${n(turn + (index * 360) / rays)} ${n(cx)} ${n(cy)})"/>`),
    '</g>',
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.3)}" fill="none" stroke="${hex(accent)}" stroke-width="${n(size * 0.05)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.19)}" fill="url(#core)"/>`,
  ].join('');
}

const MOTIFS: Record<ArtworkMotif, (artwork: Artwork, colours: Colours, width: number, height: number) => string> = { horizon, globe, emblem };

/** The artwork as an SVG document of `width`×`height` pixels, ending in a soft vignette. */
export function artworkSvg(artwork: Artwork, width: number, height: number): string {
  const [top, bottom, accent] = PALETTES[artwork.palette];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    MOTIFS[artwork.motif](artwork, { top, bottom, accent }, width, height),
    '<defs><radialGradient id="vignette" r="0.75"><stop offset="0.55" stop-opacity="0"/><stop offset="1" stop-opacity="0.45"/></radialGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
}
