import type ads from './locales/en/ads.json';
import type help from './locales/en/help.json';
import type player from './locales/en/player.json';
import type site from './locales/en/site.json';

/** The CLDR plural categories i18next adds to a key (`channels.followers_few`). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A catalog key as the code asks for it: plural forms share the key before their suffix. */
type MessageKey<K> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** The English catalog is the reference: a test keeps the Arabic one to the same keys. */
export type SiteMessageKey = MessageKey<keyof typeof site>;
export type PlayerMessageKey = MessageKey<keyof typeof player>;
export type HelpMessageKey = MessageKey<keyof typeof help>;
export type AdsMessageKey = MessageKey<keyof typeof ads>;

/** Namespaces of the catalogs: one JSON file each per language. */
export const NAMESPACES = ['site', 'player', 'help', 'ads'] as const;
export type Namespace = (typeof NAMESPACES)[number];
