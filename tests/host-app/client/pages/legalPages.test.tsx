import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../host-app/client/i18n/translate';
import type { LegalTexts } from '../../../../host-app/client/pages/legal/legalDocument';
import { communityGuidelines } from '../../../../host-app/client/pages/legal/texts/communityGuidelines';
import { partners } from '../../../../host-app/client/pages/legal/texts/partners';
import { privacyPolicy } from '../../../../host-app/client/pages/legal/texts/privacyPolicy';
import { termsConditions } from '../../../../host-app/client/pages/legal/texts/termsConditions';
import { whoWeAre } from '../../../../host-app/client/pages/legal/texts/whoWeAre';
import { SITE_ROUTES } from '../../../../host-app/contract/site/sitePaths';
import { renderSite, server } from '../support/renderSite';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const PAGES = [
  { path: SITE_ROUTES.whoWeAre, screen: 'Who_We_Are', en: 'Who we are', ar: 'من نحن', texts: whoWeAre },
  { path: SITE_ROUTES.partners, screen: 'Partners', en: 'Partners', ar: 'شركاؤنا', texts: partners },
  { path: SITE_ROUTES.communityGuidelines, screen: 'Community_Guidelines', en: 'Community guidelines', ar: 'إرشادات المجتمع', texts: communityGuidelines },
  { path: SITE_ROUTES.termsConditions, screen: 'Terms_Conditions', en: 'Terms and conditions', ar: 'الشروط والأحكام', texts: termsConditions },
  { path: SITE_ROUTES.privacyPolicy, screen: 'Privacy_Policy', en: 'Privacy policy', ar: 'سياسة الخصوصية', texts: privacyPolicy },
] as const;

describe('legal and company pages', () => {
  // The pages' chunks load ahead: the first import on a busy machine is set-up, not the test's time.
  beforeAll(
    () =>
      Promise.all(
        ['PrivacyPolicyPage', 'TermsConditionsPage', 'CommunityGuidelinesPage', 'WhoWeArePage', 'PartnersPage'].map(
          (name) => import(`../../../../host-app/client/pages/legal/${name}.tsx`) as Promise<unknown>,
        ),
      ),
    30_000,
  );

  it.each(PAGES)('$path opens from the footer of home, shows its text with the support address and reports $screen once', async (page) => {
    const user = userEvent.setup();
    const site = await renderSite({ path: '/' });
    const footer = within(screen.getByRole('navigation', { name: 'About us and legal' }));
    await user.click(footer.getByRole('link', { name: page.en }));
    await screen.findByRole('heading', { level: 1, name: page.en });
    expect(window.location.pathname).toBe(page.path);
    // The first section of the English text, and the brand's support address as a mail link.
    screen.getByRole('heading', { level: 2, name: page.texts.en.sections[0]!.heading });
    expect(screen.getAllByRole('link', { name: 'support@streaming.example' }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/\{(brand|email)\}/);
    await waitFor(() => expect(site.pageViews).toEqual(['Home', page.screen]));
    expect(document.title).toBe(`${page.en} · Streaming`);
    site.removeSink();
  });

  it.each(PAGES)('$path in Arabic: its Arabic title and text, right to left, and the footer in Arabic', async (page) => {
    const site = await renderSite({ path: `/ar${page.path}` });
    await screen.findByRole('heading', { level: 1, name: page.ar });
    screen.getByRole('heading', { level: 2, name: page.texts.ar.sections[0]!.heading });
    expect(document.documentElement.dir).toBe('rtl');
    const footer = within(screen.getByRole('navigation', { name: 'من نحن والشروط' }));
    expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(PAGES.map((other) => `/ar${other.path}`));
    expect(site.pageViews).toEqual([page.screen]);
    site.removeSink();
  });

  it('are linked from the sign-up page too, which has no site footer', async () => {
    await import('../../../../host-app/client/pages/auth/SignUpPage');
    const site = await renderSite({ path: '/signup' });
    await screen.findByRole('heading', { level: 1, name: 'Create your account' }, { timeout: 5000 });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const links = within(screen.getByRole('navigation', { name: 'About us and legal' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(PAGES.map((page) => page.path));
    site.removeSink();
  });

  it('keeps both languages of every text to the same shape, with only the known placeholders', () => {
    const shape = (texts: LegalTexts, locale: (typeof LOCALES)[number]) => texts[locale].sections.map((section) => [section.paragraphs.length, section.points?.length ?? 0]);
    for (const page of PAGES) {
      expect(shape(page.texts, 'ar'), page.path).toEqual(shape(page.texts, 'en'));
      expect(page.texts.ar.updated).toBe(page.texts.en.updated);
      for (const locale of LOCALES) {
        const document = page.texts[locale];
        const all = [document.summary, ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.points ?? [])])];
        const placeholders = new Set(all.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])));
        expect([...placeholders].every((name) => name === 'brand' || name === 'email'), `${page.path} ${locale}`).toBe(true);
        if (locale === 'ar') expect(all.every((text) => /[\u0600-\u06FF]/.test(text)), page.path).toBe(true);
      }
    }
  });

  it('says in the privacy policy that card data stays with the payment provider and what analytics carries', () => {
    const text = JSON.stringify(privacyPolicy.en);
    for (const fact of ['card vault', 'device id', 'Watch progress', 'Analytics events', 'never reach our servers', 'How long we keep it', 'Your rights']) expect(text).toContain(fact);
    const terms = JSON.stringify(termsConditions.en);
    for (const fact of ['renews automatically', 'end of the period', 'Refunds', 'Mobile-operator billing', 'Vouchers', '7-day free trial']) expect(terms).toContain(fact);
  });
});
