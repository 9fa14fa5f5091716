import { deflateSync } from 'node:zlib';

/*
 * A small PNG encoder (8-bit RGB, no interlace): enough for generated covers and icons.
 * Each row gets the filter (None, Sub or Up) with the smallest sum of absolute bytes, which
 * keeps gradients and flat areas small after deflate.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 3;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return out;
}

function header(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return chunk('IHDR', ihdr); // compression, filter and interlace bytes stay 0
}

/** Sum of the filtered bytes read as signed values: the usual heuristic for the best filter. */
const magnitude = (byte: number) => (byte < 128 ? byte : 256 - byte);

/** Filtered scanlines, each prefixed with its filter type, then deflated. */
export function compressPixels(pixels: Uint8Array, width: number, height: number): Buffer {
  const stride = width * BYTES_PER_PIXEL;
  if (pixels.length !== stride * height) throw new Error(`Expected ${stride * height} bytes of RGB pixels, got ${pixels.length}`);
  const out = Buffer.alloc((stride + 1) * height);
  const sub = new Uint8Array(stride);
  const up = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const rowStart = y * stride;
    let noneScore = 0;
    let subScore = 0;
    let upScore = 0;
    for (let i = 0; i < stride; i++) {
      const current = pixels[rowStart + i]!;
      const left = i >= BYTES_PER_PIXEL ? pixels[rowStart + i - BYTES_PER_PIXEL]! : 0;
      const above = y > 0 ? pixels[rowStart - stride + i]! : 0;
      sub[i] = (current - left) & 0xff;
      up[i] = (current - above) & 0xff;
      noneScore += magnitude(current);
      subScore += magnitude(sub[i]!);
      upScore += magnitude(up[i]!);
    }
    const target = y * (stride + 1);
    if (upScore <= subScore && upScore <= noneScore) {
      out[target] = 2;
      out.set(up, target + 1);
    } else if (subScore <= noneScore) {
      out[target] = 1;
      out.set(sub, target + 1);
    } else {
      out[target] = 0;
      out.set(pixels.subarray(rowStart, rowStart + stride), target + 1);
    }
  }
  return deflateSync(out, { level: 9 });
}

export function encodePng(pixels: Uint8Array, width: number, height: number): Buffer {
  return Buffer.concat([SIGNATURE, header(width, height), chunk('IDAT', compressPixels(pixels, width, height)), chunk('IEND', new Uint8Array(0))]);
}
