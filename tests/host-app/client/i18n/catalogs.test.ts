import { describe, expect, it } from 'vitest';
import { ar } from '../../../../host-app/client/i18n/ar';
import { en } from '../../../../host-app/client/i18n/en';
import { createTranslator, SITE_CATALOGS, textDirection } from '../../../../host-app/client/i18n/translate';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('site message catalogs', () => {
  it('have the same keys in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text', () => {
    for (const [locale, catalog] of Object.entries(SITE_CATALOGS)) {
      const empty = Object.entries(catalog).filter(([, text]) => text.trim() === '').map(([key]) => `${locale}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = Object.keys(en).filter((key) => {
      const k = key as keyof typeof en;
      return placeholders(en[k]).join() !== placeholders(ar[k]).join();
    });
    expect(mismatched).toEqual([]);
  });

  it('are really translated: Arabic texts of sentences contain Arabic letters', () => {
    // Brand-neutral technical words (VIP, Apple Pay) may stay Latin; sentences may not.
    const untranslated = Object.entries(ar).filter(([key, text]) => text.split(' ').length > 2 && !/[\u0600-\u06FF]/.test(text) && key !== 'page.title');
    expect(untranslated).toEqual([]);
  });

  it('offers the switch to the other language in that language', () => {
    expect(en['shell.languageSwitch']).toMatch(/[\u0600-\u06FF]/);
    expect(ar['shell.languageSwitch']).toBe('English');
  });
});

describe('createTranslator', () => {
  it('fills placeholders and keeps unknown ones visible', () => {
    const t = createTranslator('en');
    expect(t('search.page', { page: 2, pages: 4 })).toBe('Page 2 of 4');
    expect(t('search.page', { page: 2 })).toBe('Page 2 of {pages}');
  });

  it('answers in the chosen language', () => {
    expect(createTranslator('ar')('shell.signIn')).toBe(ar['shell.signIn']);
    expect(createTranslator('en')('shell.signIn')).toBe('Sign in');
  });

  it('gives right-to-left for Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
