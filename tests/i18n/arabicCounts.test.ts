import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arabicCatalog } from '../../headless/core/i18n/arabicCatalog';
import { CARD_FRAME_CATALOGS } from '../../headless/core/i18n/cardFrameMessages';
import { siteI18n } from '../../host-app/client/i18n/siteI18n';
import { API_MESSAGES, apiMessage, type ApiMessageKey } from '../../host-app/contract/http/apiMessages';
import '../host-app/client/support/siteLanguages';

// Every message about a number of things, rendered in Arabic for counts of each CLDR class:
// 0 zero, 1 one, 2 two, 3 few, 11 many, 100 other (Intl.PluralRules('ar')).
const COUNTS = [0, 1, 2, 3, 11, 100];
const ARABIC_CATEGORIES = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;

const arabicSiteDir = join(import.meta.dirname, '../../host-app/client/i18n/locales/ar');
const namespaces = readdirSync(arabicSiteDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ namespace: file.slice(0, -'.json'.length), texts: JSON.parse(readFileSync(join(arabicSiteDir, file), 'utf8')) as Record<string, string> }));

/** The other placeholders a message needs, filled with a word, so only the count varies. */
function otherValues(texts: readonly string[]): Record<string, string> {
  const names = texts.flatMap((text) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]!));
  return Object.fromEntries(names.filter((name) => name !== 'count').map((name) => [name, 'X']));
}

const siteCounted = namespaces.flatMap(({ namespace, texts }) =>
  Object.keys(texts)
    .filter((key) => key.endsWith('_other'))
    .map((key) => {
      const base = key.slice(0, -'_other'.length);
      const forms = Object.entries(texts).filter(([other]) => other.startsWith(`${base}_`)).map(([, text]) => text);
      return { namespace, base, values: otherValues(forms) };
    }),
);

function siteRendered(namespace: string, base: string, values: Record<string, string>): string[] {
  const t = siteI18n.getFixedT('ar', namespace);
  return COUNTS.map((count) => t(base, { ...values, count }));
}

const apiCounted = (Object.entries(API_MESSAGES.ar) as [ApiMessageKey, (typeof API_MESSAGES.ar)[ApiMessageKey]][]).flatMap(([key, message]) =>
  typeof message === 'string' ? [] : [{ key, count: message.count, forms: message.forms }],
);

function apiRendered(key: ApiMessageKey, count: string): string[] {
  return COUNTS.map((n) => apiMessage(key, 'ar', { [count]: n }));
}

/** What a sound set of six renders looks like: every placeholder filled, the figure shown from 3 on, and a distinct noun form for 2, 3 and 11. */
function countProblems(name: string, rendered: string[]): string[] {
  const problems: string[] = [];
  rendered.forEach((text, index) => {
    if (/[{}]/.test(text)) problems.push(`${name} for ${COUNTS[index]}: placeholder left in «${text}»`);
    if (COUNTS[index]! >= 3 && !text.includes(String(COUNTS[index]))) problems.push(`${name} for ${COUNTS[index]}: no figure in «${text}»`);
  });
  const [, , two, three, eleven] = rendered.map((text, index) => text.replace(String(COUNTS[index]), '#'));
  if (two === three) problems.push(`${name}: the same words for 2 and 3 («${two}»)`);
  if (three === eleven) problems.push(`${name}: the same words for 3 and 11 («${three}»)`);
  return problems;
}

describe('counts in Arabic', () => {
  it('are found in the site catalogs and the API messages', () => {
    expect(siteCounted.length).toBeGreaterThan(10);
    expect(apiCounted.map((message) => message.key).sort()).toEqual(['rateLimit.exceeded', 'rateLimit.exceededMinutes']);
  });

  it('render soundly for 0, 1, 2, 3, 11 and 100 in every site message', () => {
    expect(siteCounted.flatMap(({ namespace, base, values }) => countProblems(`${namespace}:${base}`, siteRendered(namespace, base, values)))).toEqual([]);
  });

  it('render soundly for 0, 1, 2, 3, 11 and 100 in every API message, with a form for each Arabic class', () => {
    for (const { key, forms } of apiCounted) expect(Object.keys(forms).sort(), key).toEqual([...ARABIC_CATEGORIES].sort());
    expect(apiCounted.flatMap(({ key, count }) => countProblems(key, apiRendered(key, count)))).toEqual([]);
  });

  it('say the free trial in days as Arabic counts them', () => {
    expect(siteRendered('site', 'premium.trial.terms', { price: 'X' }).map((text) => text.split('،')[0])).toEqual([
      'X شهريًا. نتحقق من بطاقتك اليوم دون أن نخصم منها شيئًا.',
      'مجانًا ليوم واحد',
      'مجانًا ليومين',
      'مجانًا لمدة 3 أيام',
      'مجانًا لمدة 11 يومًا',
      'مجانًا لمدة 100 يوم',
    ]);
  });

  it("say the API's waits in seconds and minutes as Arabic counts them", () => {
    expect(apiRendered('rateLimit.exceeded', 'seconds')).toEqual([
      'محاولات كثيرة جدًا. حاول مرة أخرى الآن',
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد ثانية واحدة',
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد ثانيتين',
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد 3 ثوانٍ',
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد 11 ثانية',
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد 100 ثانية',
    ]);
    expect(apiRendered('rateLimit.exceededMinutes', 'minutes')).toEqual([
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد قليل',
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقة واحدة',
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقتين',
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد 3 دقائق',
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد 11 دقيقة',
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد 100 دقيقة',
    ]);
    expect(apiMessage('rateLimit.exceeded', 'en', { seconds: 1 })).toBe('Too many attempts: try again in 1 second');
  });

  it('leave no count outside a plural message', () => {
    const counted = /\{(count|days|seconds|minutes|hours)\b/;
    const site = namespaces.flatMap(({ texts }) => Object.entries(texts)).filter(([key, text]) => counted.test(text) && !/_(zero|one|two|few|many|other)$/.test(key));
    const api = Object.entries(API_MESSAGES.ar).filter(([, message]) => typeof message === 'string' && /\{/.test(message));
    // The installment option is "3 × AED 10.00", a figure beside a price rather than a counted noun.
    const kit = Object.entries({ ...arabicCatalog, ...CARD_FRAME_CATALOGS.ar }).filter(([key, text]) => counted.test(text) && key !== 'cardForm.installmentOption');
    expect([...site, ...api, ...kit]).toEqual([]);
  });
});

// The check must be able to fail: one text for every count is refused.
describe('countProblems', () => {
  it('refuses the same noun for 2, 3 and 11, and a count left out', () => {
    const oneForm = COUNTS.map((n) => `بعد ${n} أيام`);
    expect(countProblems('bad', oneForm)).toHaveLength(2);
    expect(countProblems('bad', COUNTS.map(() => 'بعد أيام'))).toHaveLength(5);
  });
});
