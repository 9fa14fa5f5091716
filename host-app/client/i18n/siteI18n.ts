import i18next, { type BackendModule, type i18n as I18next } from 'i18next';
import { LANGUAGE_CHUNK_NAMESPACES, type PageNamespace } from './messageKeys';
import { formatNumber, numberFormatOptionsOf } from './intlFormats';
import { LOCALES, type Locale } from './translate';

type LanguageCatalog = (typeof import('./locales/en/index'))['catalog'];

/** One chunk per language with all its namespaces: a page fetches only the language it shows. */
const CATALOG_CHUNKS: Record<Locale, () => Promise<LanguageCatalog>> = {
  en: () => import('./locales/en/index').then((chunk) => chunk.catalog),
  ar: () => import('./locales/ar/index').then((chunk) => chunk.catalog),
};

/** Strings only some pages need, per language: other first visits skip their bytes. */
const PAGE_CHUNKS: Record<PageNamespace, Record<Locale, () => Promise<Record<string, string>>>> = {
  player: {
    en: () => import('./locales/en/player.json').then((chunk) => chunk.default),
    ar: () => import('./locales/ar/player.json').then((chunk) => chunk.default),
  },
  account: {
    en: () => import('./locales/en/account.json').then((chunk) => chunk.default),
    ar: () => import('./locales/ar/account.json').then((chunk) => chunk.default),
  },
  payments: {
    en: () => import('./locales/en/payments.json').then((chunk) => chunk.default),
    ar: () => import('./locales/ar/payments.json').then((chunk) => chunk.default),
  },
  forms: {
    en: () => import('./locales/en/forms.json').then((chunk) => chunk.default),
    ar: () => import('./locales/ar/forms.json').then((chunk) => chunk.default),
  },
  help: {
    en: () => import('./locales/en/help.json').then((chunk) => chunk.default),
    ar: () => import('./locales/ar/help.json').then((chunk) => chunk.default),
  },
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

/** The start of the warning a message key no loaded catalog has gives: the route walk fails on it. */
export const MISSING_MESSAGE_WARNING = 'Missing message';

/**
 * A key no catalog has shows as the key itself; a key built at run time (`premium.plan.${plan}`)
 * escapes the catalog tests, so the browser says which, and where.
 */
function warnMissingMessage(languages: readonly string[], namespace: string, key: string): void {
  console.warn(`${MISSING_MESSAGE_WARNING} "${key}" (${languages.join(', ')}, namespace ${namespace})`);
}

/** The site's i18next: `{name}` placeholders, numbers through `Intl` in the site's digits, catalogs loaded on demand. */
export function createSiteI18n(): I18next {
  const instance = i18next.createInstance();
  void instance.use(catalogChunks).init({
    supportedLngs: [...LOCALES],
    // No fallback language: the other catalog would be fetched too. A test keeps both catalogs complete instead.
    fallbackLng: false,
    ns: [...LANGUAGE_CHUNK_NAMESPACES],
    defaultNS: 'site',
    // The account and payment pages ask for their keys as the site's: found in their own namespaces once loaded.
    fallbackNS: ['account', 'payments', 'forms'],
    initAsync: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    react: { useSuspense: true },
    // Only for the warning: no backend stores keys. One warning per key as written, not per plural form.
    saveMissing: true,
    saveMissingPlurals: false,
    missingKeyHandler: warnMissingMessage,
  });
  // Every `{n, number}` of the catalogs formats with the site's Intl locale (its digit choice), not the bare language code.
  // i18next's own cache keys on every value of the call, so it would build a formatter per number: ours keys on the format.
  instance.services.formatter?.add('number', (value: number, lng: string | undefined, options: Record<string, unknown>) =>
    formatNumber(isLocale(lng ?? '') ? (lng as Locale) : 'en', value, numberFormatOptionsOf(options)),
  );
  return instance;
}

export const siteI18n = createSiteI18n();

const loading = new Map<Locale, Promise<void>>();

/** Loads a language's catalog once; the same promise is given to every caller, so React can suspend on it. */
export function loadLanguage(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = loadCatalog(locale);
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * Loads a language's catalog into an i18next instance, and fails when it did not come: i18next
 * itself resolves all the same, and a page rendered then would show its message keys as text.
 */
export async function loadCatalog(locale: Locale, instance: I18next = siteI18n): Promise<void> {
  await instance.loadLanguages(locale);
  if (!isLanguageLoaded(locale, instance)) throw new Error(`The site's "${locale}" catalog did not load`);
}

export function isLanguageLoaded(locale: Locale, instance: I18next = siteI18n): boolean {
  return LANGUAGE_CHUNK_NAMESPACES.every((namespace) => instance.hasResourceBundle(locale, namespace));
}

const pageStrings = new WeakMap<I18next, Map<string, Promise<void>>>();

/** Adds a page namespace's strings in one language to an i18next instance, once; every caller gets the same promise. */
export function loadPageStrings(namespace: PageNamespace, locale: Locale, instance: I18next = siteI18n): Promise<void> {
  let loads = pageStrings.get(instance);
  if (!loads) pageStrings.set(instance, (loads = new Map()));
  const key = `${namespace}/${locale}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = PAGE_CHUNKS[namespace][locale]().then((strings) => void instance.addResourceBundle(locale, namespace, strings));
    loads.set(key, pending);
  }
  return pending;
}

/** The help chat's strings in one language, loaded with the chat's panel. */
export const loadHelpStrings = (locale: Locale, instance: I18next = siteI18n) => loadPageStrings('help', locale, instance);

/** The player's strings in one language (pages that play video). */
export const loadPlayerStrings = (locale: Locale, instance: I18next = siteI18n) => loadPageStrings('player', locale, instance);

/** A page namespace's strings with the forms' strings, which the account and payment pages both show. */
const withFormStrings = (namespace: PageNamespace, locale: Locale, instance: I18next) =>
  Promise.all([loadPageStrings(namespace, locale, instance), loadPageStrings('forms', locale, instance)]).then(() => undefined);

/** The account pages' strings in one language (sign-in, sign-up, settings), their forms' included. */
export const loadAccountStrings = (locale: Locale, instance: I18next = siteI18n) => withFormStrings('account', locale, instance);

/** The payment pages' strings in one language (premium, its payment journeys, the subscription settings), their forms' included. */
export const loadPaymentStrings = (locale: Locale, instance: I18next = siteI18n) => withFormStrings('payments', locale, instance);
