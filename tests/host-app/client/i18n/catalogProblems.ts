import { PLURAL_CATEGORIES } from '../../../../host-app/client/i18n/messageKeys';

/** language → namespace → key → text, as the JSON files hold them. */
export type Catalogs = Record<string, Record<string, Record<string, string>>>;

const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);
const placeholderNames = (text: string) => [...text.matchAll(/\{(\w+)(?:,[^}]*)?\}/g)].map((match) => match[1] ?? '');

interface Message {
  forms: Map<string, string>;
  placeholders: string[];
}

/** Groups a catalog's keys into messages: plural forms share the key before their suffix. */
function messagesOf(catalog: Record<string, string>): Map<string, Message> {
  const messages = new Map<string, Message>();
  for (const [key, text] of Object.entries(catalog)) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    const message = messages.get(base) ?? { forms: new Map(), placeholders: [] };
    message.forms.set(form ?? '', text);
    message.placeholders = [...new Set([...message.placeholders, ...placeholderNames(text)])].sort();
    messages.set(base, message);
  }
  return messages;
}

/**
 * What is wrong with a set of catalogs, one line per problem: keys missing in a language, a count
 * without plural forms or with the wrong set of them (the language's CLDR categories, from Intl),
 * placeholders that differ between languages, empty text, and Arabic sentences without Arabic letters.
 */
export function catalogProblems(catalogs: Catalogs): string[] {
  const problems: string[] = [];
  const languages = Object.keys(catalogs);
  const namespaces = [...new Set(languages.flatMap((language) => Object.keys(catalogs[language] ?? {})))];
  for (const namespace of namespaces) {
    const byLanguage = new Map(languages.map((language) => [language, messagesOf(catalogs[language]?.[namespace] ?? {})]));
    const allKeys = [...new Set([...byLanguage.values()].flatMap((messages) => [...messages.keys()]))].sort();
    for (const language of languages) {
      const messages = byLanguage.get(language)!;
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const key of allKeys) {
        const message = messages.get(key);
        const where = `${language}:${namespace}:`;
        if (!message) {
          problems.push(`${where} no message ${key}`);
          continue;
        }
        const plural = !message.forms.has('');
        if (!plural && message.placeholders.includes('count')) problems.push(`${where} ${key} has a count but no plural forms`);
        if (plural) {
          const missing = categories.filter((category) => !message.forms.has(category));
          if (missing.length > 0) problems.push(`${where} ${key} lacks the plural forms ${missing.join(', ')}`);
        }
        for (const [form, text] of message.forms) {
          const name = form ? `${key}_${form}` : key;
          if (text.trim() === '') problems.push(`${where} ${name} is empty`);
          // Technical words (VIP, Apple Pay) may stay Latin; sentences may not.
          else if (language === 'ar' && text.split(' ').length > 2 && !/[\u0600-\u06FF]/.test(text) && key !== 'page.title') problems.push(`${where} ${name} is not in Arabic`);
        }
        const reference = byLanguage.get('en')?.get(key);
        if (language !== 'en' && reference && reference.placeholders.join() !== message.placeholders.join()) {
          problems.push(`${where} ${key} has placeholders ${message.placeholders.join(', ') || 'none'}, en has ${reference.placeholders.join(', ') || 'none'}`);
        }
      }
    }
  }
  return problems;
}
