/**
 * A flat (rectilinear) view into an equirectangular frame, as a headset or the 360° player shows
 * it: for each pixel of the view, the pixel of the frame it looks at. ffmpeg's `remap` filter
 * applies the two maps; the bundled ffmpeg predates `v360`, which would otherwise do this.
 */
export interface RectilinearView {
  width: number;
  height: number;
  /** Degrees across the view's width. */
  horizontalFov: number;
  /** Degrees the view looks up (negative: down) from the horizon. */
  pitch: number;
}

const RADIANS = Math.PI / 180;

/** Where the view's pixel (column, row) looks, in degrees: longitude from the view's own yaw, latitude from the horizon. */
export function viewDirection(view: RectilinearView, column: number, row: number): { longitude: number; latitude: number } {
  const focal = view.width / 2 / Math.tan((view.horizontalFov * RADIANS) / 2);
  const x = column + 0.5 - view.width / 2;
  const y = view.height / 2 - (row + 0.5);
  const pitch = view.pitch * RADIANS;
  const up = y * Math.cos(pitch) + focal * Math.sin(pitch);
  const ahead = focal * Math.cos(pitch) - y * Math.sin(pitch);
  return { longitude: Math.atan2(x, ahead) / RADIANS, latitude: Math.atan2(up, Math.hypot(x, ahead)) / RADIANS };
}

/** A 16-bit greyscale PGM (big-endian samples), which ffmpeg reads as a map for `remap`. */
function pgm(width: number, height: number, samples: Uint16Array): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n65535\n`, 'ascii');
  const body = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => body.writeUInt16BE(sample, index * 2));
  return Buffer.concat([header, body]);
}

/**
 * The `remap` maps of a view looking at longitude 0 (the frame's middle column) of a
 * `sourceWidth`×`sourceHeight` equirectangular frame. Turning the view is shifting the frame
 * sideways before the remap, so one pair of maps serves every yaw.
 */
export function rectilinearViewMaps(view: RectilinearView, sourceWidth: number, sourceHeight: number): { x: Buffer; y: Buffer } {
  const xs = new Uint16Array(view.width * view.height);
  const ys = new Uint16Array(view.width * view.height);
  for (let row = 0; row < view.height; row++) {
    for (let column = 0; column < view.width; column++) {
      const { longitude, latitude } = viewDirection(view, column, row);
      const x = Math.floor((longitude / 360 + 0.5) * sourceWidth);
      const y = Math.floor((0.5 - latitude / 180) * sourceHeight);
      xs[row * view.width + column] = ((x % sourceWidth) + sourceWidth) % sourceWidth;
      ys[row * view.width + column] = Math.min(sourceHeight - 1, Math.max(0, y));
    }
  }
  return { x: pgm(view.width, view.height, xs), y: pgm(view.width, view.height, ys) };
}
