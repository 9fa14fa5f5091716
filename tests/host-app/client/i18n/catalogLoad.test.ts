import i18next, { type ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CHUNK_NAMESPACES } from '../../../../host-app/client/i18n/messageKeys';
import { createSiteI18n, isLanguageLoaded, loadCatalog } from '../../../../host-app/client/i18n/siteI18n';

describe('a language catalog that does not come', () => {
  it('fails the load, naming the language, where i18next alone would resolve and show keys as text', async () => {
    const i18n = i18next.createInstance();
    await i18n
      .use({ type: 'backend', init() {}, read: (_language: string, _namespace: string, callback: ReadCallback) => callback(new Error('chunk failed to load'), false) })
      .init({ supportedLngs: ['en', 'ar'], fallbackLng: false, ns: [...LANGUAGE_CHUNK_NAMESPACES], initAsync: false });
    await expect(i18n.loadLanguages('ar')).resolves.toBeUndefined();
    await expect(loadCatalog('ar', i18n)).rejects.toThrow('The site\'s "ar" catalog did not load');
  });

  it('loads when it comes', async () => {
    const i18n = createSiteI18n();
    await loadCatalog('ar', i18n);
    expect(isLanguageLoaded('ar', i18n)).toBe(true);
  });
});
