import type { BrandVariant } from '../../contract/site/brandVariants';

/**
 * PR-PAGE-6: the general-video variant shows its own default avatar when a profile
 * has none; the other variants keep whatever the profile provides.
 */
export function brandImageFromAvatar(brand: BrandVariant): (avatar: string | null) => string | null {
  return (avatar) => (avatar ? avatar : brand.defaultAvatar);
}
