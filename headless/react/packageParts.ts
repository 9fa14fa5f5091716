import { bundledParts } from '../core/checkout/bundledParts';
import type { DropInParts } from '../core/checkout/lazyParts';
import { arabicCatalog } from '../core/i18n/arabicCatalog';
import { addCatalog, type Locale } from '../core/i18n/translate';

/** The npm package's hooks add the Arabic texts they import; the script tag loads them on demand instead. */
export function addPackageCatalogs(locale: Locale): void {
  if (locale === 'ar') addCatalog('ar', arabicCatalog);
}

/** What the npm package's hooks give the core: the lazy parts imported, with the locale's texts. */
export function packageParts(locale: Locale): DropInParts {
  addPackageCatalogs(locale);
  return bundledParts;
}
