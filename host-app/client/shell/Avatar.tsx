/** A profile picture, or the first letter of the name when there is none. */
export function Avatar({ image, name, size, alt = '' }: { image: string | null; name: string; size?: 'small'; alt?: string }) {
  if (image) return <img className="site-Avatar" data-size={size} src={image} alt={alt} />;
  // The letter is drawn by CSS, so it never becomes part of a link's text next to the name.
  return (
    <span
      className="site-Avatar site-AvatarInitial"
      data-size={size}
      data-initial={name.trim().charAt(0).toUpperCase() || '?'}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    />
  );
}
