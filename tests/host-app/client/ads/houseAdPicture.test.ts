import { describe, expect, it } from 'vitest';
import { parseAdConfiguration, type HouseAd } from '../../../../host-app/client/ads/adConfiguration';
import { renderHouseAd } from '../../../../host-app/client/ads/runtime/houseAds';
import { IMAGE_LAYOUTS } from '../../../../host-app/contract/content/imageLayouts';

const billboard: HouseAd = {
  id: 'premium-billboard',
  placement: 'billboard',
  title: 'Go Premium',
  imageUrl: '/media/files/ads/premium-billboard-1940.0123456789.jpg',
  image: {
    src: '/media/files/ads/premium-billboard-1940.0123456789.jpg',
    width: 1940,
    height: 500,
    sources: [
      { type: 'image/avif', srcset: '/media/files/ads/premium-billboard-368.0123456789.avif 368w, /media/files/ads/premium-billboard-1940.0123456789.avif 1940w' },
      { type: 'image/webp', srcset: '/media/files/ads/premium-billboard-368.0123456789.webp 368w, /media/files/ads/premium-billboard-1940.0123456789.webp 1940w' },
    ],
  },
  targetUrl: '/premium',
};

describe('house ad banner', () => {
  it('is a <picture> of its formats and widths, sized for its placement, with its title as text beside it', () => {
    const element = document.body.appendChild(document.createElement('div'));
    renderHouseAd(element, billboard, { locale: 'en' });
    const picture = element.querySelector('a.ads-House > picture')!;
    expect([...picture.querySelectorAll('source')].map((source) => [source.type, source.srcset, source.sizes])).toEqual([
      ['image/avif', billboard.image!.sources[0]!.srcset, IMAGE_LAYOUTS.billboard.sizes],
      ['image/webp', billboard.image!.sources[1]!.srcset, IMAGE_LAYOUTS.billboard.sizes],
    ]);
    const image = picture.querySelector('img')!;
    expect([image.className, image.getAttribute('src'), image.width, image.height, image.alt, image.loading, image.decoding]).toEqual([
      'ads-HouseImage',
      billboard.image!.src,
      1940,
      500,
      // The title beside it names the link; the picture would only say it twice.
      '',
      'lazy',
      'async',
    ]);
    expect(element.querySelector('.ads-HouseTitle')?.textContent).toBe('Go Premium');
  });

  it('keeps the picture fields of the configuration, and refuses a source of another type', () => {
    const config = parseAdConfiguration({ units: {}, placements: ['billboard'], houseAds: [billboard] });
    expect(config?.houseAds[0]?.image).toEqual(billboard.image);
    const wrongType = { ...billboard, image: { ...billboard.image!, sources: [{ type: 'image/gif', srcset: 'x.gif 10w' }] } };
    expect(() => parseAdConfiguration({ units: {}, placements: ['billboard'], houseAds: [wrongType] })).toThrow('houseAds.0.image.sources.0.type');
  });
});
