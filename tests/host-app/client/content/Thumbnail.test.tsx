import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResponsiveImage } from '../../../../host-app/contract/content/contentTypes';
import { IMAGE_LAYOUTS } from '../../../../host-app/contract/content/imageLayouts';
import { Thumbnail } from '../../../../host-app/client/content/Thumbnail';
import { newPageMeta, PageMetaContext } from '../../../../host-app/client/server/pageMeta';

const poster: ResponsiveImage = {
  src: '/media/files/videos/match-highlights-1280.0123456789.jpg',
  width: 1280,
  height: 720,
  sources: [
    { type: 'image/avif', srcset: '/media/files/videos/match-highlights-368.0123456789.avif 368w, /media/files/videos/match-highlights-1280.0123456789.avif 1280w' },
    { type: 'image/webp', srcset: '/media/files/videos/match-highlights-368.0123456789.webp 368w, /media/files/videos/match-highlights-1280.0123456789.webp 1280w' },
  ],
};
const sizes = IMAGE_LAYOUTS.cover.sizes;

const attributesOf = (element: Element | null) => Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));

describe('Thumbnail', () => {
  it('renders a <picture>: AVIF then WebP sources with their srcset and sizes, and an <img> of the fallback with its width and height, lazy', () => {
    const { container } = render(<Thumbnail image={poster} src="/ignored.png" sizes={sizes} className="site-EventCover" />);
    const picture = container.querySelector('picture')!;
    expect(picture.className).toBe('site-Picture');
    expect([...picture.querySelectorAll('source')].map(attributesOf)).toEqual([
      { type: 'image/avif', srcset: poster.sources[0]!.srcset, sizes },
      { type: 'image/webp', srcset: poster.sources[1]!.srcset, sizes },
    ]);
    expect(attributesOf(picture.querySelector('img'))).toEqual({
      class: 'site-EventCover',
      src: poster.src,
      width: '1280',
      height: '720',
      alt: '',
      loading: 'lazy',
      decoding: 'async',
    });
    // The <img> comes last, so the browser reads the sources first.
    expect(picture.lastElementChild?.tagName).toBe('IMG');
  });

  it('gives the page\u2019s first picture a high fetch priority and no lazy loading, and asks the server-rendered head to preload its first format', () => {
    const meta = newPageMeta();
    const { container } = render(
      <PageMetaContext.Provider value={meta}>
        <Thumbnail image={poster} sizes={sizes} priority />
      </PageMetaContext.Provider>,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.hasAttribute('loading')).toBe(false);
    expect(img.hasAttribute('decoding')).toBe(false);
    expect(meta.preloadImage).toEqual({ href: '/media/files/videos/match-highlights-1280.0123456789.avif', type: 'image/avif', srcset: poster.sources[0]!.srcset, sizes });
  });

  it('asks for no preload when it is not the page\u2019s first picture', () => {
    const meta = newPageMeta();
    render(
      <PageMetaContext.Provider value={meta}>
        <Thumbnail image={poster} sizes={sizes} />
      </PageMetaContext.Provider>,
    );
    expect(meta.preloadImage).toBeNull();
  });

  it('falls back to the plain URL without formats, and to an empty frame of the same shape without any picture', () => {
    const { container, rerender } = render(<Thumbnail src="/media/files/legacy/poster.png" sizes={sizes} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(attributesOf(container.querySelector('img'))).toEqual({ src: '/media/files/legacy/poster.png', alt: '', loading: 'lazy', decoding: 'async' });
    rerender(<Thumbnail src={null} sizes={sizes} className="site-ChannelImage" />);
    expect(container.querySelector('img')).toBeNull();
    expect(attributesOf(container.querySelector('span'))).toEqual({ class: 'site-Thumbnail site-ChannelImage', 'aria-hidden': 'true' });
  });

  it('renders the same markup on the server as in the browser: the server\u2019s HTML hydrates without a mismatch', async () => {
    for (const priority of [false, true]) {
      const element = (
        <div>
          <Thumbnail image={poster} sizes={sizes} priority={priority} className="site-EventCover" />
        </div>
      );
      const markup = renderToString(element);
      expect(markup).toContain(`<img class="site-EventCover" src="${poster.src}" width="1280" height="720" alt=""`);
      const container = document.createElement('div');
      container.innerHTML = markup;
      document.body.append(container);
      const before = container.innerHTML;
      const mismatches: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) });
      });
      expect(mismatches).toEqual([]);
      expect(container.innerHTML).toBe(before);
    }
  });
});
