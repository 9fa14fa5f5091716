import type { i18n as I18next } from 'i18next';
import type { Locale } from './translate';

/** A translator of one language and namespace: a message key and its placeholders' values. */
export type NamespaceTranslate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/** Enough for every distinct string a page shows; past it the kept ones start over. */
const MAX_KEPT = 2000;

/**
 * Keeps what a translator answered, per key and values. A home page asks for the same strings for
 * every poster (badges, labels), and each i18next call resolves, interpolates and post-processes
 * anew: about 100 ms of a home page's load at 4x CPU (docs/benchmarks.md). The catalogs of a loaded language
 * never change, so neither does an answer.
 */
export function keptTranslations<K extends string>(translate: NamespaceTranslate<K>): NamespaceTranslate<K> {
  const kept = new Map<string, string>();
  return (key, values) => {
    const id = values === undefined ? key : `${key}\u0000${JSON.stringify(values)}`;
    let text = kept.get(id);
    if (text === undefined) {
      text = translate(key, values);
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(id, text);
    }
    return text;
  };
}

const translators = new WeakMap<I18next, Map<string, NamespaceTranslate<string>>>();

/**
 * One kept translator per i18next instance, language and namespace, shared by every component that
 * shows that namespace's strings. A per-component `useTranslation` subscribed each poster to
 * i18next's events; a language's strings are in before its pages render (I18nProvider suspends).
 */
export function namespaceTranslator<K extends string>(instance: I18next, locale: Locale, namespace: string): NamespaceTranslate<K> {
  // Not loaded yet (a caller outside I18nProvider): answer keys as i18next does, and keep nothing.
  if (!instance.hasResourceBundle(locale, namespace)) return instance.getFixedT(locale, namespace) as NamespaceTranslate<K>;
  let byLanguage = translators.get(instance);
  if (!byLanguage) translators.set(instance, (byLanguage = new Map()));
  const id = `${locale}/${namespace}`;
  let translate = byLanguage.get(id);
  if (!translate) {
    const fixed = instance.getFixedT(locale, namespace);
    translate = keptTranslations((key: string, values?: Record<string, string | number>) => fixed(key, values));
    byLanguage.set(id, translate);
  }
  return translate as NamespaceTranslate<K>;
}
