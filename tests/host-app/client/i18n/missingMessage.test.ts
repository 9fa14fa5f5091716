import { describe, expect, it } from 'vitest';
import { createSiteI18n, MISSING_MESSAGE_WARNING } from '../../../../host-app/client/i18n/siteI18n';
import { expectConsoleWarn } from '../../../support/consoleGuard';

// The route walk fails a page on this warning: it must come for a key no catalog has, and only then.
describe('a message key no catalog has', () => {
  it('is warned about with the key, the language and the namespace', async () => {
    const i18n = createSiteI18n();
    await i18n.loadLanguages('ar');
    expectConsoleWarn(`${MISSING_MESSAGE_WARNING} "premium.plan.weekly" (ar, namespace site)`);
    expect(i18n.t('premium.plan.weekly', { lng: 'ar' })).toBe('premium.plan.weekly');
  });

  it('is warned about once for a count, not per plural form', async () => {
    const i18n = createSiteI18n();
    await i18n.loadLanguages('en');
    expectConsoleWarn(/^Missing message "home\.madeUp" \(en, namespace site\)$/);
    i18n.t('home.madeUp', { lng: 'en', count: 3 });
  });

  it('is not warned about for a key the catalog has', async () => {
    const i18n = createSiteI18n();
    await i18n.loadLanguages('en');
    expect(i18n.t('home.title', { lng: 'en' })).not.toBe('home.title');
  });
});
