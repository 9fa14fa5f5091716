import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_FRAME_CATALOGS } from '../../headless/core/i18n/cardFrameMessages';
import { arabicCatalog } from '../../headless/core/i18n/arabicCatalog';
import { COLLECT_FRAME_CATALOGS } from '../../frames/collect/collectFrameTexts';
import { API_MESSAGES } from '../../host-app/contract/http/apiMessages';
import { SEED_CATEGORIES, SEED_CHANNELS, SEED_VIDEOS } from '../../host-app/server/content/seedCatalog';
import { SEED_HOUSE_ADS, SEED_INTERESTS } from '../../host-app/server/content/seedEngagement';
import { SEED_EVENTS } from '../../host-app/server/content/seedEvents';
import { SEED_TERMS } from '../../host-app/server/content/seedMarkets';
import { SEED_COLLECTIONS } from '../../host-app/server/content/seedCollections';
import { SEED_VIDEO_ADS } from '../../host-app/server/content/seedVideoAds';
import { captionsFile } from '../../host-app/server/media/captions';
import { CAPTION_CUE_SECONDS } from '../../host-app/server/media/videoProfile';
import { DISCOVERY_SECTION_TITLES } from '../../host-app/server/content/discoveryScreens';
import { SECTION_TITLES } from '../../host-app/server/routes/home';
import { BILLING_NOTICES, PLAN_NAMES, renderBillingNotice } from '../../host-app/server/billing/billingNotices';
import { communityGuidelines } from '../../host-app/client/pages/legal/texts/communityGuidelines';
import { partners } from '../../host-app/client/pages/legal/texts/partners';
import { privacyPolicy } from '../../host-app/client/pages/legal/texts/privacyPolicy';
import { termsConditions } from '../../host-app/client/pages/legal/texts/termsConditions';
import { whoWeAre } from '../../host-app/client/pages/legal/texts/whoWeAre';
import type { LegalTexts } from '../../host-app/client/pages/legal/legalDocument';
import { PAGE_TEXTS } from '../../sandbox/pages/pageTexts';
import { ACCOUNT_PAGE_TEXTS } from '../../sandbox/idp/accountPageTexts';
import { GLOSSARY, STYLE_RULES, forbiddenVariants, latinLeft, type Finding } from '../support/arabicGlossary';

type Texts = Record<string, string>;

const arabicSiteDir = join(import.meta.dirname, '../../host-app/client/i18n/locales/ar');

/** Every Arabic namespace on disk, so one added later is checked without touching this test. */
function siteTexts(): Texts {
  return Object.assign(
    {},
    ...readdirSync(arabicSiteDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(arabicSiteDir, file), 'utf8')) as Texts),
  );
}

/** An API message is one text or one text per plural form. */
function apiTexts(): Texts {
  return Object.fromEntries(
    Object.entries(API_MESSAGES.ar).flatMap(([key, message]) =>
      typeof message === 'string' ? [[key, message]] : Object.entries(message.forms).map(([form, text]) => [`${key}_${form}`, text]),
    ),
  );
}

/** The `ar` side of every localised field of the seeded content, named by where it sits. */
function seededTexts(): Texts {
  const texts: Texts = {};
  const walk = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object') return;
    for (const [name, inner] of Object.entries(value)) {
      if (name === 'ar' && typeof inner === 'string') texts[path] = inner;
      else walk(inner, `${path}.${name}`);
    }
  };
  walk({ SEED_CATEGORIES, SEED_CHANNELS, SEED_VIDEOS, SEED_HOUSE_ADS, SEED_INTERESTS, SEED_EVENTS, SEED_TERMS, SECTION_TITLES, SEED_COLLECTIONS, DISCOVERY_SECTION_TITLES, SEED_VIDEO_ADS }, 'seed');
  return texts;
}

const LEGAL_PAGES: Record<string, LegalTexts> = { communityGuidelines, partners, privacyPolicy, termsConditions, whoWeAre };

/** The legal and company pages' Arabic prose: modules of their pages, not catalog namespaces. */
function legalTexts(): Texts {
  const texts: Texts = {};
  for (const [page, { ar }] of Object.entries(LEGAL_PAGES)) {
    texts[`${page}.summary`] = ar.summary;
    ar.sections.forEach((section, index) => {
      const at = `${page}.sections.${index}`;
      texts[`${at}.heading`] = section.heading;
      section.paragraphs.forEach((paragraph, line) => (texts[`${at}.paragraphs.${line}`] = paragraph));
      section.points?.forEach((point, line) => (texts[`${at}.points.${line}`] = point));
    });
  }
  return texts;
}

/**
 * The Arabic billing emails, each rendered as it is sent (a date and an amount written as the
 * Arabic site writes them, every plan name, both places a receipt is charged to). The settings
 * link is left as its placeholder: an address is not text.
 */
function billingNoticeTexts(): Texts {
  const texts: Texts = {};
  const until = new Intl.DateTimeFormat('ar-AE-u-nu-latn', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date('2027-03-31T00:00:00Z'));
  const amount = new Intl.NumberFormat('ar-AE-u-nu-latn', { style: 'currency', currency: 'AED' }).format(29.99);
  for (const notice of BILLING_NOTICES) {
    for (const [planKey, plan] of Object.entries(PLAN_NAMES.ar)) {
      for (const billedTo of ['card', 'phone'] as const) {
        const { subject, text } = renderBillingNotice(notice, 'ar', { link: '{link}', until, plan, amount, billedTo });
        texts[`${notice}.${planKey}.${billedTo}.subject`] = subject;
        texts[`${notice}.${planKey}.${billedTo}.text`] = text;
      }
    }
  }
  return texts;
}

/** The Arabic captions of every seeded video, as their WebVTT files say them: the cues' text, not their times. */
function captionTexts(): Texts {
  return Object.fromEntries(
    SEED_VIDEOS.flatMap((video) =>
      captionsFile(video.title, 'ar', 2 * CAPTION_CUE_SECONDS)
        .split('\n\n')
        .slice(1)
        .map((cue) => cue.split('\n').slice(2).join('\n'))
        .filter((text) => text !== '')
        .map((text, index) => [`${video.id}.cue${index + 1}`, text]),
    ),
  );
}

/** The sandbox's own pages in Arabic (the bank's 3-D Secure check, the redirect methods, the sign-in stand-ins): every string but codes. */
function sandboxPageTexts(): Texts {
  const texts: Texts = {};
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') texts[path] = value;
    else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) walk(inner, `${path}.${name}`);
  };
  const { language: _language, numberLocale: _numberLocale, ...shopperPages } = PAGE_TEXTS.ar;
  const { language: _accountLanguage, ...accountPages } = ACCOUNT_PAGE_TEXTS.ar;
  walk({ shopperPages, accountPages }, 'sandbox');
  return texts;
}

const SOURCES: Record<string, Texts> = {
  site: siteTexts(),
  kit: { ...arabicCatalog, ...CARD_FRAME_CATALOGS.ar, ...COLLECT_FRAME_CATALOGS.ar },
  api: apiTexts(),
  seeded: seededTexts(),
  legal: legalTexts(),
  billingEmails: billingNoticeTexts(),
  captions: captionTexts(),
  sandboxPages: sandboxPageTexts(),
};

function problems(texts: Texts, check: (key: string, text: string) => Finding[]): Finding[] {
  return Object.entries(texts).flatMap(([key, text]) => check(key, text));
}

describe('every Arabic text', () => {
  it('is found: site namespaces, the kit and its frames, API messages, seeded content, the legal pages, the billing emails, the captions and the sandbox pages', () => {
    for (const [source, texts] of Object.entries(SOURCES)) expect(Object.keys(texts).length, source).toBeGreaterThan(5);
  });

  for (const [source, texts] of Object.entries(SOURCES)) {
    it(`uses the glossary's terms and no forbidden variant (${source})`, () => {
      expect(problems(texts, forbiddenVariants)).toEqual([]);
    });

    it(`has no Latin letters apart from brand names and printed formats (${source})`, () => {
      expect(problems(texts, latinLeft)).toEqual([]);
    });
  }

  it('joins no API message with a colon: each is one or two sentences', () => {
    expect(Object.entries(SOURCES.api ?? {}).filter(([, text]) => /:/.test(text))).toEqual([]);
  });
});

// The checks above must be able to fail.
describe('the checkers', () => {
  it('refuse each forbidden variant, with clitics and diacritics around it', () => {
    expect(forbiddenVariants('k', 'هذا الفيديو لمشتركي VIP.')).toHaveLength(1);
    expect(forbiddenVariants('k', 'اطّلع على خطط الاشتراك')).toHaveLength(1);
    expect(forbiddenVariants('k', 'اختر خطتك')).toHaveLength(1);
    expect(forbiddenVariants('k', 'لم يُحتسب أي مبلغ')).toHaveLength(1);
    expect(forbiddenVariants('k', 'هذا الحدث غير موجود')).toHaveLength(1);
    expect(forbiddenVariants('k', 'فيديوهات هذه الفئة')).toHaveLength(1);
    expect(forbiddenVariants('k', 'ادفع ببطاقة الائتمان')).toHaveLength(1);
    expect(forbiddenVariants('k', 'سيتم تفعيل بريميوم')).toHaveLength(1);
    expect(forbiddenVariants('k', 'فشل التفويض بعد التحقق ثلاثي الأبعاد.')).toHaveLength(2);
    expect(forbiddenVariants('site.bad', 'رمز التحقق').map((finding) => finding.key)).toEqual(['site.bad', 'site.bad']);
  });

  it('let the same letters inside other words through', () => {
    expect(forbiddenVariants('k', 'حدث خطأ ما. المدرب يتحدث عن الموسم، ولن يتمكن أحد من الدخول.')).toEqual([]);
    expect(forbiddenVariants('k', 'اشترك في بريميوم واستمتع بالفعاليات والتصنيفات.')).toEqual([]);
  });

  it('find Latin words left in, but not brand names, printed formats or placeholders', () => {
    expect(latinLeft('k', 'أدخل رمز PIN')).toHaveLength(1);
    expect(latinLeft('k', 'ادفع عبر Apple Pay أو PayPal أو mada، التاريخ MM/YY، {count, number} و{{name}} و<b>نص</b>')).toEqual([]);
    expect(latinLeft('k', 'Pay {amount}')).toHaveLength(1);
    expect(latinLeft('player.qualityLevel', '{height}p')).toEqual([]);
    expect(latinLeft('site.other', '{height}p')).toHaveLength(1);
  });
});

describe('docs/glossary.ar.md', () => {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/glossary.ar.md'), 'utf8');
  const rows = doc
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));

  it('lists every term and every forbidden variant of the glossary module, in its order, and nothing else', () => {
    const mirrored = rows.map(([english, term, forbidden]) => ({ english, term, forbidden }));
    const expected = [...GLOSSARY, ...STYLE_RULES].map((entry) => ({
      english: entry.english,
      term: entry.term,
      forbidden: entry.forbidden.map((variant) => `«${variant}»`).join('، ') || '—',
    }));
    expect(mirrored).toEqual(expected);
  });
});
