import type { ResponsiveImage } from '../../contract/content/contentTypes';
import { usePageMeta } from '../server/pageMeta';

export interface ThumbnailProps {
  /** The picture in its formats and widths: the API's field ending in `Image`. */
  image?: ResponsiveImage;
  /** The plain URL the spec names, for an answer without `image`. With neither: an empty frame of the same shape. */
  src?: string | null;
  /** How wide the picture is drawn, as a `sizes` attribute: the `sizes` of its layout in contract/content/imageLayouts. */
  sizes: string;
  /** The page's first picture above the fold: fetched first and at once, never lazily, and preloaded from the server-rendered page's head. */
  priority?: boolean;
  /** On the `<img>`, which the site's stylesheets size. */
  className?: string;
}

/**
 * A decorative picture for a card or a cover, as a `<picture>` whose sources the browser picks by
 * format and width. `width` and `height` give the `<img>` its shape before any byte arrives, so
 * nothing moves when it does. It reads nothing of the browser: the server renders the same markup.
 */
export function Thumbnail({ image, src, sizes, priority = false, className }: ThumbnailProps) {
  const first = image?.sources[0];
  // Only the most compact format: a browser that cannot read it skips a preload of its type.
  usePageMeta(priority && first ? { preloadImage: { href: widestCandidate(first.srcset), type: first.type, srcset: first.srcset, sizes } } : {});
  const loading = priority ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
  if (image) {
    return (
      <picture className="site-Picture">
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
        <img className={className} src={image.src} width={image.width} height={image.height} alt="" {...loading} />
      </picture>
    );
  }
  if (!src) return <span className={className ? `site-Thumbnail ${className}` : 'site-Thumbnail'} aria-hidden="true" />;
  return <img className={className} src={src} alt="" {...loading} />;
}

/** The URL of a srcset's last candidate, its widest (`url 368w, url 720w` lists them narrowest first). */
const widestCandidate = (srcset: string) => srcset.split(', ').at(-1)!.split(' ')[0]!;
