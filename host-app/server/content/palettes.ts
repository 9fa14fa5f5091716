/** Colour schemes of the generated sample media, as [background top, background bottom, accent] RGB. */
export type Rgb = readonly [number, number, number];

export const PALETTES = {
  dusk: [[38, 20, 71], [214, 88, 60], [255, 214, 102]],
  ocean: [[6, 40, 82], [24, 148, 170], [186, 244, 255]],
  forest: [[16, 52, 32], [96, 160, 72], [236, 255, 170]],
  stadium: [[12, 28, 18], [30, 120, 60], [255, 255, 255]],
  neon: [[14, 10, 30], [120, 40, 160], [80, 255, 220]],
  sand: [[120, 72, 30], [236, 190, 120], [90, 40, 10]],
  slate: [[24, 30, 40], [90, 104, 124], [255, 170, 60]],
  rose: [[70, 14, 40], [230, 110, 150], [255, 236, 240]],
} as const satisfies Record<string, readonly [Rgb, Rgb, Rgb]>;

export type PaletteName = keyof typeof PALETTES;
