import { describe, expect, it, vi } from 'vitest';
import { keptTranslations, namespaceTranslator } from '../../../../host-app/client/i18n/keptTranslations';
import { createSiteI18n } from '../../../../host-app/client/i18n/siteI18n';

describe('keptTranslations', () => {
  it('asks the translator once per key and values, and answers the same text after', () => {
    const translate = vi.fn((key: string, values?: Record<string, string | number>) => `${key}:${values?.count ?? '-'}`);
    const kept = keptTranslations(translate);
    expect(kept('a')).toBe('a:-');
    expect(kept('a')).toBe('a:-');
    expect(kept('a', { count: 2 })).toBe('a:2');
    expect(kept('a', { count: 2 })).toBe('a:2');
    expect(kept('a', { count: 3 })).toBe('a:3');
    expect(translate).toHaveBeenCalledTimes(3);
  });
});

describe('namespaceTranslator', () => {
  it("answers a loaded language's strings, plural forms included, and is shared per language and namespace", async () => {
    const i18n = createSiteI18n();
    await i18n.loadLanguages(['en', 'ar']);
    const browse = namespaceTranslator(i18n, 'ar', 'browse');
    expect(namespaceTranslator(i18n, 'ar', 'browse')).toBe(browse);
    expect(namespaceTranslator(i18n, 'en', 'browse')).not.toBe(browse);
    expect(browse('browse.badge.duration', { duration: '4:05' })).toBe(i18n.t('browse.badge.duration', { lng: 'ar', ns: 'browse', duration: '4:05' }));
    const site = namespaceTranslator(i18n, 'ar', 'site');
    for (const count of [0, 1, 2, 3, 11, 100]) expect(site('channels.followers', { count })).toBe(i18n.t('channels.followers', { lng: 'ar', count }));
  });

  it('keeps nothing for a language not loaded yet', async () => {
    const i18n = createSiteI18n();
    const early = namespaceTranslator(i18n, 'en', 'site');
    await i18n.loadLanguages('en');
    expect(namespaceTranslator(i18n, 'en', 'site')).not.toBe(early);
  });
});
