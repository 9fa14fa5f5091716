import { createHash } from 'node:crypto';
import sharp, { type AvifOptions, type JpegOptions, type Sharp, type WebpOptions } from 'sharp';
import { artworkSvg } from './artwork';
import type { SampleImage } from './sampleImages';

/*
 * The files of a picture: AVIF and WebP at every width it is shown at, and one JPEG for browsers
 * that read neither. Every name carries a hash of all that decides the file's bytes, so a name
 * always means the same bytes and the files are served as immutable.
 */

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

interface FormatEncoding {
  mimeType: 'image/avif' | 'image/webp' | 'image/jpeg';
  extension: string;
  encode: (image: Sharp) => Sharp;
}

// AVIF at effort 1 of 9: all sample pictures' AVIF files come to 532 kB, against 505 kB at effort 2
// and 417 kB at the default 4, and encode in about half the time effort 2 takes.
const AVIF: AvifOptions = { quality: 60, effort: 1 };
const WEBP: WebpOptions = { quality: 80, effort: 4 };
const JPEG: JpegOptions = { quality: 80, mozjpeg: true };

export const IMAGE_FORMATS = {
  avif: { mimeType: 'image/avif', extension: 'avif', encode: (image: Sharp) => image.avif(AVIF) },
  webp: { mimeType: 'image/webp', extension: 'webp', encode: (image: Sharp) => image.webp(WEBP) },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg', encode: (image: Sharp) => image.jpeg(JPEG) },
} as const satisfies Record<ImageFormat, FormatEncoding>;

/** Offered as `<source>`s, most compact first. */
export const SOURCE_FORMATS = ['avif', 'webp'] as const satisfies readonly ImageFormat[];

export interface ImageFile {
  /** Relative to the public media folder. */
  name: string;
  format: ImageFormat;
  width: number;
  height: number;
}

export interface ImageFiles {
  hash: string;
  /** Every file, the fallback among them. */
  files: ImageFile[];
  /** The JPEG, at the largest width. */
  fallback: ImageFile;
}

const FILE_NAME = /^(.+)-(\d{1,5})\.([0-9a-f]{10})\.(?:avif|webp|jpg)$/;

/**
 * The parts of a picture's file name, `<base>-<width>.<hash>.<extension>`, where `base` is the
 * last segment of the picture's key; null for any other name.
 */
export function parseImageFileName(name: string): { base: string; width: number; hash: string } | null {
  const match = FILE_NAME.exec(name);
  return match ? { base: match[1]!, width: Number(match[2]), hash: match[3]! } : null;
}

const heightAt = (image: SampleImage, width: number) => Math.round((image.height * width) / image.width);

/**
 * The hash covers the artwork's document, the widths, the encoders' settings and the versions of
 * sharp and the libraries under it: anything that could change a byte changes the names.
 */
function hashOf(image: SampleImage): string {
  const recipe = { svg: artworkSvg(image.artwork, image.width, image.height), widths: image.widths, encodings: { AVIF, WEBP, JPEG }, encoders: sharp.versions };
  return createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 10);
}

/** What a picture is encoded into, and under which names. */
export function imageFilesOf(image: SampleImage): ImageFiles {
  const hash = hashOf(image);
  const file = (format: ImageFormat, width: number): ImageFile => ({
    name: `${image.key}-${width}.${hash}.${IMAGE_FORMATS[format].extension}`,
    format,
    width,
    height: heightAt(image, width),
  });
  const fallback = file('jpeg', image.width);
  return { hash, files: [...SOURCE_FORMATS.flatMap((format) => image.widths.map((width) => file(format, width))), fallback], fallback };
}

/**
 * Draws the picture once at its largest width (sharp renders the SVG), then scales and encodes
 * each file from those pixels. Returns each file's bytes, in the order of `files`.
 */
export async function encodeImageFiles(image: SampleImage, files: readonly ImageFile[]): Promise<Buffer[]> {
  const { data, info } = await sharp(Buffer.from(artworkSvg(image.artwork, image.width, image.height)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return Promise.all(
    files.map((file) => {
      const scaled = file.width === info.width ? pixels() : pixels().resize(file.width, file.height);
      return IMAGE_FORMATS[file.format].encode(scaled).toBuffer();
    }),
  );
}
