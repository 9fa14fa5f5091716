/** A decorative picture for a card; without a source, an empty frame of the same shape. */
export function Thumbnail({ src, className }: { src: string | null | undefined; className?: string }) {
  if (!src) return <span className={className ? `site-Thumbnail ${className}` : 'site-Thumbnail'} aria-hidden="true" />;
  return <img className={className} src={src} alt="" loading="lazy" />;
}
