import type { Rgb } from '../content/palettes';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphRows, textWidth } from './bitmapFont';

export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const t = Math.min(1, Math.max(0, amount));
  return [Math.round(from[0] + (to[0] - from[0]) * t), Math.round(from[1] + (to[1] - from[1]) * t), Math.round(from[2] + (to[2] - from[2]) * t)];
}

/** An RGB image in memory with the few drawing operations the sample media need. */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  setPixel(x: number, y: number, color: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const offset = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    this.pixels[offset] = color[0];
    this.pixels[offset + 1] = color[1];
    this.pixels[offset + 2] = color[2];
  }

  fillRect(x: number, y: number, width: number, height: number, color: Rgb): void {
    const x0 = Math.max(0, Math.floor(x));
    const y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(this.width, Math.floor(x + width));
    const y1 = Math.min(this.height, Math.floor(y + height));
    for (let row = y0; row < y1; row++) {
      for (let offset = (row * this.width + x0) * 3, end = (row * this.width + x1) * 3; offset < end; offset += 3) {
        this.pixels[offset] = color[0];
        this.pixels[offset + 1] = color[1];
        this.pixels[offset + 2] = color[2];
      }
    }
  }

  /** Top-to-bottom gradient, quantised to bands so it stays small once compressed. */
  verticalGradient(top: Rgb, bottom: Rgb, bands = 32): void {
    for (let y = 0; y < this.height; y++) {
      const band = Math.floor((y / this.height) * bands) / (bands - 1);
      this.fillRect(0, y, this.width, 1, mix(top, bottom, band));
    }
  }

  strokeRect(x: number, y: number, width: number, height: number, thickness: number, color: Rgb): void {
    this.fillRect(x, y, width, thickness, color);
    this.fillRect(x, y + height - thickness, width, thickness, color);
    this.fillRect(x, y, thickness, height, color);
    this.fillRect(x + width - thickness, y, thickness, height, color);
  }

  fillCircle(centerX: number, centerY: number, radius: number, color: Rgb): void {
    for (let y = Math.floor(centerY - radius); y <= centerY + radius; y++) {
      for (let x = Math.floor(centerX - radius); x <= centerX + radius; x++) {
        if ((x - centerX) ** 2 + (y - centerY) ** 2 <= radius ** 2) this.setPixel(x, y, color);
      }
    }
  }

  /** Draws `text` with its top-left corner at (x, y). */
  drawText(text: string, x: number, y: number, scale: number, color: Rgb): void {
    [...text].forEach((character, index) => {
      const left = x + index * (GLYPH_WIDTH + 1) * scale;
      glyphRows(character).forEach((row, rowIndex) => {
        for (let column = 0; column < GLYPH_WIDTH; column++) {
          if (row[column] === '#') this.fillRect(left + column * scale, y + rowIndex * scale, scale, scale, color);
        }
      });
    });
  }

  /** Centred on (centerX, centerY), with a one-pixel-per-scale shadow for legibility on any background. */
  drawLabel(text: string, centerX: number, centerY: number, scale: number, color: Rgb, shadow: Rgb = [0, 0, 0]): void {
    const x = Math.round(centerX - textWidth(text, scale) / 2);
    const y = Math.round(centerY - (GLYPH_HEIGHT * scale) / 2);
    this.drawText(text, x + scale, y + scale, scale, shadow);
    this.drawText(text, x, y, scale, color);
  }
}
