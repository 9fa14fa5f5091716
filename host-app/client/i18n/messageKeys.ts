import type account from './locales/en/account.json';
import type ads from './locales/en/ads.json';
import type browse from './locales/en/browse.json';
import type discovery from './locales/en/discovery.json';
import type forms from './locales/en/forms.json';
import type help from './locales/en/help.json';
import type payments from './locales/en/payments.json';
import type player from './locales/en/player.json';
import type site from './locales/en/site.json';

/** The CLDR plural categories i18next adds to a key (`channels.followers_few`). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A catalog key as the code asks for it: plural forms share the key before their suffix. */
type MessageKey<K> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** The English catalog is the reference: a test keeps the Arabic one to the same keys. */
// The account and payment pages' strings (their forms' too) are the site's, kept in namespaces of their own so other pages do not download them.
export type SiteMessageKey = MessageKey<keyof typeof site | keyof typeof account | keyof typeof payments | keyof typeof forms>;
export type PlayerMessageKey = MessageKey<keyof typeof player>;
export type HelpMessageKey = MessageKey<keyof typeof help>;
export type AdsMessageKey = MessageKey<keyof typeof ads>;
export type BrowseMessageKey = MessageKey<keyof typeof browse>;
export type DiscoveryMessageKey = MessageKey<keyof typeof discovery>;

/** Namespaces of the catalogs: one JSON file each per language. */
export const NAMESPACES = ['site', 'account', 'payments', 'forms', 'player', 'help', 'ads', 'browse', 'discovery'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Strings only some pages use, loaded with those pages rather than with the language: the player's
 * (pages that play video), the account pages' (sign-in, sign-up and settings), the payment
 * pages' (premium and its payment journeys, the subscription settings), the forms' that both
 * of those show (field checks, the error summary), and the help chat's (loaded with its panel).
 */
export const PAGE_NAMESPACES = ['player', 'account', 'payments', 'forms', 'help'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/** The namespaces of a language's catalog chunk: the strings of every page. */
export const LANGUAGE_CHUNK_NAMESPACES = NAMESPACES.filter((namespace) => !(PAGE_NAMESPACES as readonly string[]).includes(namespace));
