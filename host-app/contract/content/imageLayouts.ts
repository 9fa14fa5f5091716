/**
 * Where the site shows pictures, as its stylesheets lay them out (client/styles/content.css and
 * mobile.css, client/ads/runtime/ads.css), measured on a 390 px phone and a 1280 px laptop.
 * `widths` are the widths a picture is encoded at, so that both screens, at 1x and at 2x, find a
 * file about as wide as they draw it; `sizes` tells the browser how wide it will draw it before any
 * stylesheet has loaded. Lengths in `sizes` are px: a `rem` there means 16 px, not the site's root size.
 */
export interface ImageLayout {
  /** Ascending, in pixels. */
  widths: readonly number[];
  /** The `sizes` attribute of the picture's sources. */
  sizes: string;
}

export const IMAGE_LAYOUTS = {
  /** A card's 16:9 picture in a grid: 334 px on the phone (one column), 243 px on the laptop (four). */
  card: { widths: [336, 672], sizes: '(max-width: 495.98px) calc(100vw - 56px), 320px' },
  /** A card's picture in a row that scrolls sideways: 280 px on the phone (85% of the row), 313 px on the laptop. */
  row: { widths: [336, 672], sizes: '(max-width: 767.98px) calc(85vw - 51px), 314px' },
  /**
   * The width of the page's content, as a video's poster or an event's cover: 358 px on the phone,
   * 1143 px on the laptop; no wider than the sample videos' own 1280 px frames, even at 2x.
   */
  cover: { widths: [368, 720, 1280], sizes: '(max-width: 767.98px) calc(100vw - 32px), (max-width: 1199.98px) calc(100vw - 48px), 1143px' },
  /** A channel's round picture in its page's header: 80 px on the phone, 95 px on the laptop. */
  channelBadge: { widths: [192], sizes: '96px' },
  /** The billboard ad: 970 px, or the content's width when narrower (358 px on the phone). */
  billboard: { widths: [368, 720, 970, 1940], sizes: '(max-width: 767.98px) calc(100vw - 32px), (max-width: 1023.98px) calc(100vw - 48px), 970px' },
  /** The MPU ad (and the interstitial between home's sections): 300 px. */
  mpu: { widths: [300, 600], sizes: '300px' },
  /** The sticky ad's 320 × 50 banner at the foot of the window. */
  sticky: { widths: [320, 640], sizes: '320px' },
  /** An interest's icon (24 px) or an operator's logo (32 px). */
  icon: { widths: [32, 64], sizes: '32px' },
} as const satisfies Record<string, ImageLayout>;

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;
