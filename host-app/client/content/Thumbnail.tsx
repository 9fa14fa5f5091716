import { preload } from 'react-dom';
import type { ResponsiveImage } from '../../shared/apiTypes';

export interface ThumbnailProps {
  /** The picture in its formats and widths: the API's field ending in `Image`. */
  image?: ResponsiveImage;
  /** The plain URL the spec names, for an answer without `image`. With neither: an empty frame of the same shape. */
  src?: string | null;
  /** How wide the picture is drawn, as a `sizes` attribute: the `sizes` of its layout in shared/imageLayouts. */
  sizes: string;
  /** The page's first picture above the fold: fetched first and at once, never lazily, and preloaded from the page's head. */
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
  const loading = priority ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
  if (image) {
    const [first] = image.sources;
    // Only the first format: a browser that cannot read it skips a preload of its type.
    if (priority && first) preload(image.src, { as: 'image', type: first.type, imageSrcSet: first.srcset, imageSizes: sizes, fetchPriority: 'high' });
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
