import type { Locale } from '../../i18n/translate';

/** One part of a legal or company page: a heading, its paragraphs and, when it lists things, the list. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

/**
 * A long page's text in one language. `{brand}` and `{email}` are filled in when it renders, with
 * the brand variant's name and support address.
 */
export interface LegalDocument {
  /** The date the text last changed, as YYYY-MM-DD. */
  updated: string;
  summary: string;
  sections: readonly LegalSection[];
}

/**
 * Both languages of a page, kept together so a test can hold them to the same shape. These texts
 * are modules of their page rather than a catalog namespace: every page downloads the whole
 * catalog of its language, while only a reader of this page needs these pages of prose.
 */
export type LegalTexts = Record<Locale, LegalDocument>;
