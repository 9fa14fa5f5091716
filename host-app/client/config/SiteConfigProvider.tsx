import { createContext, useContext, type ReactNode } from 'react';
import { BRAND_VARIANTS, type BrandVariant } from '../../contract/site/brandVariants';
import type { SiteConfig } from './siteConfig';

export interface SiteSettings {
  config: SiteConfig;
  brand: BrandVariant;
}

const SiteConfigContext = createContext<SiteSettings | null>(null);

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={{ config, brand: BRAND_VARIANTS[config.brand] }}>{children}</SiteConfigContext.Provider>;
}

export function useSiteSettings(): SiteSettings {
  const value = useContext(SiteConfigContext);
  if (!value) throw new Error('useSiteSettings needs a <SiteConfigProvider> above it (main.tsx renders one from index.html).');
  return value;
}

export const useBrand = (): BrandVariant => useSiteSettings().brand;
