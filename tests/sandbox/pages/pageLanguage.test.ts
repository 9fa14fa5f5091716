import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../../../sandbox/pages/pageLanguage';

describe("the sandbox pages' language", () => {
  it.each([
    ['ar', 'ar'],
    ['ar-SA,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,ar;q=0.5', 'ar'],
    ['en;q=0.4,ar', 'ar'],
    ['fr-FR,de;q=0.9', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('Accept-Language %j gives %s', (header, language) => {
    expect(pageLanguage(header)).toBe(language);
  });

  it('puts the language the site asked for first, in its order, and falls back to the browser', () => {
    expect(pageLanguage('en-GB', 'ar')).toBe('ar');
    expect(pageLanguage('en-GB', 'ar-AE en')).toBe('ar');
    expect(pageLanguage('ar', 'en')).toBe('en');
    expect(pageLanguage('ar', 'fr de')).toBe('ar');
    expect(pageLanguage(['fr', 'ar;q=0.5'])).toBe('ar');
  });
});
