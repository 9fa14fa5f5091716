import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from '../../../../host-app/client/player/youtubeEmbed';

describe('YouTube embed', () => {
  it.each([
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
  ])('reads the id from %s', (source) => {
    expect(youtubeVideoId(source)).toBe('dQw4w9WgXcQ');
  });

  it.each(['', 'too-short', 'https://vimeo.com/123456789', 'https://evil.example/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=<script>'])('refuses %j', (source) => {
    expect(youtubeVideoId(source)).toBeNull();
  });

  it('embeds from the privacy-enhanced host in the page language', () => {
    const url = new URL(youtubeEmbedUrl('dQw4w9WgXcQ', { locale: 'ar' }));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(url.searchParams.get('hl')).toBe('ar');
  });
});
