import { describe, expect, it } from 'vitest';
import { BRAND_VARIANTS } from '../../../../host-app/contract/site/brandVariants';
import { brandImageFromAvatar } from '../../../../host-app/client/config/brandImage';
import { applyBrandTheme, brandThemeVariables } from '../../../../host-app/client/config/brandTheme';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('brand avatars (PR-PAGE-6)', () => {
  it('gives general-video its own default avatar when the profile has none', () => {
    const image = brandImageFromAvatar(BRAND_VARIANTS['general-video']);
    expect(image(null)).toBe('/images/profile/general-video.svg');
    expect(image('')).toBe('/images/profile/general-video.svg');
    expect(image('/uploads/me.png')).toBe('/uploads/me.png');
  });

  it('keeps the provided image for the other variants', () => {
    for (const id of ['streaming', 'sports'] as const) {
      const image = brandImageFromAvatar(BRAND_VARIANTS[id]);
      expect(image('/uploads/me.png')).toBe('/uploads/me.png');
      expect(image(null)).toBeNull();
    }
  });
});

describe('brand theme', () => {
  it('keeps AA contrast for every variant: white on the accent, the accent text on the page', () => {
    for (const brand of Object.values(BRAND_VARIANTS)) {
      const variables = brandThemeVariables(brand);
      expect(contrast('#ffffff', variables['--site-accent']!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(variables['--site-accent-text']!, '#0f1115')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(variables['--site-accent-text']!, '#1b1e25')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('puts the variables and the brand on the root element', () => {
    const root = document.createElement('html');
    applyBrandTheme(BRAND_VARIANTS.sports, root);
    expect(root.dataset.brand).toBe('sports');
    expect(root.style.getPropertyValue('--site-premium-accent')).toBe(BRAND_VARIANTS.sports.premiumAccentColor);
    expect(root.style.getPropertyValue('--site-accent')).toBe(brandThemeVariables(BRAND_VARIANTS.sports)['--site-accent']);
  });
});
