import Negotiator from 'negotiator';

/** The languages the sandbox's own pages speak: those of the product that sends shoppers to them. */
export const PAGE_LANGUAGES = ['en', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

const DIRECTIONS: Record<PageLanguage, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

export const pageDirection = (language: PageLanguage): 'ltr' | 'rtl' => DIRECTIONS[language];

const isPageLanguage = (tag: string): tag is PageLanguage => (PAGE_LANGUAGES as readonly string[]).includes(tag);

/**
 * The language a page answers in. A bank's 3-D Secure page or a wallet's sign-in speaks the
 * shopper's browser language, so the pages read `Accept-Language` (a regional tag such as `ar-SA`
 * matches its language). `requested`, when given, comes first: OpenID Connect's `ui_locales`,
 * a space-separated list in order of preference. English when nothing matches.
 */
export function pageLanguage(acceptLanguage: string | string[] | undefined, requested?: string): PageLanguage {
  for (const tag of requested?.split(' ') ?? []) {
    const language = tag.split('-')[0]?.toLowerCase() ?? '';
    if (isPageLanguage(language)) return language;
  }
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  const negotiated = new Negotiator({ headers: { 'accept-language': header } }).language([...PAGE_LANGUAGES]);
  return negotiated !== undefined && isPageLanguage(negotiated) ? negotiated : 'en';
}
