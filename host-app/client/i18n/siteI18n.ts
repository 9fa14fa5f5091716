import i18next, { type BackendModule, type i18n as I18next } from 'i18next';
import { NAMESPACES } from './messageKeys';
import { intlLocale, LOCALES, type Locale } from './translate';

type LanguageCatalog = (typeof import('./locales/en/index'))['catalog'];

/** One chunk per language with all its namespaces: a page fetches only the language it shows. */
const CATALOG_CHUNKS: Record<Locale, () => Promise<LanguageCatalog>> = {
  en: () => import('./locales/en/index').then((chunk) => chunk.catalog),
  ar: () => import('./locales/ar/index').then((chunk) => chunk.catalog),
};

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** An i18next backend that reads the bundled catalog chunks; HTTP backends would fetch JSON the build already has. */
const catalogChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLocale(language)) return callback(new Error(`No catalog for the language "${language}" (languages: ${LOCALES.join(', ')})`), false);
    CATALOG_CHUNKS[language]().then(
      (catalog) => callback(null, catalog[namespace as keyof LanguageCatalog] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The site's i18next: `{name}` placeholders, numbers through `Intl` in the site's digits, catalogs loaded on demand. */
export function createSiteI18n(): I18next {
  const instance = i18next.createInstance();
  void instance.use(catalogChunks).init({
    supportedLngs: [...LOCALES],
    // No fallback language: the other catalog would be fetched too. A test keeps both catalogs complete instead.
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'site',
    initAsync: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    react: { useSuspense: true },
  });
  // Every `{n, number}` of the catalogs formats with the site's Intl locale (its digit choice), not the bare language code.
  instance.services.formatter?.addCached('number', (lng, options: Intl.NumberFormatOptions) => {
    const format = new Intl.NumberFormat(intlLocale(isLocale(lng ?? '') ? (lng as Locale) : 'en'), options);
    return (value: number) => format.format(value);
  });
  return instance;
}

export const siteI18n = createSiteI18n();

const loading = new Map<Locale, Promise<void>>();

/** Loads a language's catalog once; the same promise is given to every caller, so React can suspend on it. */
export function loadLanguage(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = siteI18n.loadLanguages(locale);
    loading.set(locale, pending);
  }
  return pending;
}

export function isLanguageLoaded(locale: Locale, instance: I18next = siteI18n): boolean {
  return NAMESPACES.every((namespace) => instance.hasResourceBundle(locale, namespace));
}
