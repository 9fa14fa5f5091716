import type { BrandVariant, BrandVariantId } from '../../contract/site/brandVariants';

/**
 * Site colours per brand. `accent` carries white text and `accentText` sits on the dark page,
 * both at WCAG AA contrast or better; the premium accent comes from the brand configuration.
 */
const SITE_ACCENTS: Readonly<Record<BrandVariantId, { accent: string; accentText: string }>> = {
  'general-video': { accent: '#6d28d9', accentText: '#c4b5fd' },
  streaming: { accent: '#be123c', accentText: '#fda4af' },
  sports: { accent: '#047857', accentText: '#6ee7b7' },
};

export function brandThemeVariables(brand: BrandVariant): Record<string, string> {
  const { accent, accentText } = SITE_ACCENTS[brand.id];
  return { '--site-accent': accent, '--site-accent-text': accentText, '--site-premium-accent': brand.premiumAccentColor };
}

export function applyBrandTheme(brand: BrandVariant, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(brandThemeVariables(brand))) root.style.setProperty(name, value);
  root.dataset.brand = brand.id;
}
