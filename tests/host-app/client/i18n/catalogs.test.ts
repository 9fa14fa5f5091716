import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, PLURAL_CATEGORIES } from '../../../../host-app/client/i18n/messageKeys';
import { LOCALES, textDirection } from '../../../../host-app/client/i18n/translate';
import { catalogProblems, type Catalogs } from './catalogProblems';

const localesDir = join(import.meta.dirname, '../../../../host-app/client/i18n/locales');

/** Every JSON catalog on disk, so a namespace added later is checked without touching this test. */
function readCatalogs(): Catalogs {
  return Object.fromEntries(
    readdirSync(localesDir).map((language) => [
      language,
      Object.fromEntries(
        readdirSync(join(localesDir, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Record<string, string>]),
      ),
    ]),
  );
}

const catalogs = readCatalogs();

describe('site message catalogs', () => {
  it('exist for each language of the site and each namespace the code loads', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LOCALES].sort());
    for (const language of LOCALES) expect(Object.keys(catalogs[language] ?? {}).sort(), language).toEqual([...NAMESPACES].sort());
  });

  it('have the same keys in both languages, full plural forms for every count, the same placeholders, no empty or untranslated text', () => {
    expect(catalogProblems(catalogs)).toEqual([]);
  });

  it('offers the switch to the other language in that language', () => {
    expect(catalogs.en?.site?.['shell.languageSwitch']).toMatch(/[\u0600-\u06FF]/);
    expect(catalogs.ar?.site?.['shell.languageSwitch']).toBe('English');
  });

  it('gives right-to-left for Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});

// The rules above must be able to fail: each broken catalog below is refused with a problem that names it.
describe('catalogProblems', () => {
  const sound: Catalogs = {
    en: { site: { 'a.title': 'Hello {name}', 'a.followers_one': '{count, number} follower', 'a.followers_other': '{count, number} followers' } },
    ar: {
      site: {
        'a.title': 'مرحبًا {name}',
        ...Object.fromEntries(PLURAL_CATEGORIES.map((form) => [`a.followers_${form}`, form === 'one' ? 'متابع واحد' : `{count, number} متابع`])),
      },
    },
  };
  const withSite = (language: 'en' | 'ar', site: Record<string, string>): Catalogs => ({ ...sound, [language]: { site } });

  it('finds nothing wrong in a sound pair', () => {
    expect(catalogProblems(sound)).toEqual([]);
  });

  it('names a key that one language lacks', () => {
    expect(catalogProblems(withSite('en', { ...sound.en!.site!, 'a.extra': 'Extra text' }))).toEqual(['ar:site: no message a.extra']);
  });

  it('names a message with a count that has no plural forms', () => {
    expect(catalogProblems(withSite('en', { 'a.title': 'Hello {name}', 'a.followers': '{count, number} followers' }))).toEqual(
      expect.arrayContaining(['en:site: a.followers has a count but no plural forms']),
    );
  });

  it('names a missing plural form of a language', () => {
    const { ['a.followers_few']: _few, ...arabic } = sound.ar!.site!;
    expect(catalogProblems(withSite('ar', arabic))).toEqual(['ar:site: a.followers lacks the plural forms few']);
  });

  it('names different placeholders, empty text and an untranslated sentence', () => {
    expect(catalogProblems(withSite('ar', { ...sound.ar!.site!, 'a.title': 'مرحبًا {user}' }))).toEqual(['ar:site: a.title has placeholders user, en has name']);
    expect(catalogProblems(withSite('ar', { ...sound.ar!.site!, 'a.title': ' ' }))).toEqual(expect.arrayContaining(['ar:site: a.title is empty']));
    expect(catalogProblems(withSite('ar', { ...sound.ar!.site!, 'a.title': 'Hello there {name}' }))).toEqual(['ar:site: a.title is not in Arabic']);
  });
});
