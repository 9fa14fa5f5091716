import { toRadians } from './viewOrientation';

/** The camera's vertical field of view: the horizontal one follows from the view's shape. */
export const FIELD_OF_VIEW_DEGREES = 75;

/** The sphere is drawn at no more than twice the CSS pixels: more costs frames and shows no more detail. */
export const MAX_SPHERE_PIXEL_RATIO = 2;

/**
 * How wide an equirectangular frame must be for a view of this size to show one frame pixel per
 * screen pixel. The view shows only its field of view of the frame's 360° across and 180° down,
 * so a phone's small view needs a smaller rendition than a laptop's, and a 1440p frame is wasted
 * on a 390 px view at one device pixel per CSS pixel.
 */
export function equirectangularWidthFor(view: { width: number; height: number }, devicePixelRatio: number): number {
  if (view.width <= 0 || view.height <= 0) return 0;
  const pixelRatio = Math.min(Math.max(devicePixelRatio, 1), MAX_SPHERE_PIXEL_RATIO);
  const vertical = FIELD_OF_VIEW_DEGREES;
  const horizontal = (2 * Math.atan(Math.tan(toRadians(vertical) / 2) * (view.width / view.height)) * 180) / Math.PI;
  const acrossWidth = (360 / horizontal) * view.width;
  // The frame is twice as wide as high: what the view's height needs, in frame widths.
  const downWidth = 2 * (180 / vertical) * view.height;
  return Math.ceil(Math.max(acrossWidth, downWidth) * pixelRatio);
}
