const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be'];

/** The video id from a YouTube address (watch, share, embed, shorts, live) or a bare id; null otherwise. */
export function youtubeVideoId(source: string): string | null {
  const trimmed = source.trim();
  if (YOUTUBE_ID.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.includes(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const candidate = url.hostname.toLowerCase() === 'youtu.be'
    ? segments[0]
    : segments[0] === 'watch'
      ? url.searchParams.get('v')
      : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
        ? segments[1]
        : undefined;
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The privacy-enhanced embed: YouTube sets no cookies until the visitor plays the video. */
export function youtubeEmbedUrl(videoId: string, { locale }: { locale: string }): string {
  const url = new URL(`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`);
  url.searchParams.set('rel', '0');
  url.searchParams.set('hl', locale);
  return url.toString();
}
