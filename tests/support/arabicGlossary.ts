/**
 * The Arabic glossary: one term per product concept, the variants that must not appear in any
 * Arabic text, and the style rules, checked by tests/i18n/arabicCatalogs.test.ts.
 * docs/glossary.ar.md mirrors this file (a test checks they agree); change both together.
 */
export interface GlossaryEntry {
  readonly english: string;
  readonly term: string;
  /** Whole words (clitics such as و، ب، ل، ال and pronoun endings allowed around them), written without diacritics. */
  readonly forbidden: readonly string[];
  readonly why: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    english: 'Premium',
    term: 'بريميوم',
    forbidden: ['VIP', 'مميز', 'مميزة'],
    why: 'One name for the product, the one the price page sells, on its badge too. «مميز» reads as "featured" and VIP is a second brand.',
  },
  {
    english: 'Featured (home section)',
    term: 'مختارات',
    forbidden: [],
    why: 'Editors\' picks; kept apart from Premium so «مميز» never means two things.',
  },
  {
    english: 'plan',
    term: 'باقة',
    forbidden: ['خطة', 'خطط', 'خطت'],
    why: 'Gulf operators and streaming services all sell «باقات»; «خطة» is a business plan.',
  },
  {
    english: 'subscription',
    term: 'اشتراك',
    forbidden: ['عضوية', 'العضوية'],
    why: 'What the viewer starts, renews and cancels; a membership is a club.',
  },
  {
    english: 'event (live or upcoming broadcast)',
    term: 'فعالية',
    forbidden: ['الحدث', 'للحدث', 'الأحداث'],
    why: 'Feminine noun: its verbs and adjectives agree in the feminine (تبدأ، قادمة). «حدث» is an incident; analytics events, which viewers never see, are «أحداث التحليلات».',
  },
  {
    english: 'category',
    term: 'تصنيف',
    forbidden: ['فئة', 'فئات'],
    why: 'The home page, the event page and the category page all say «التصنيفات».',
  },
  {
    english: 'card (payment card)',
    term: 'بطاقة (بطاقة بنكية as a payment method\'s name)',
    forbidden: ['بطاقة ائتمان', 'بطاقة الائتمان', 'بطاقة ائتمانية', 'ائتمانية', 'كرت', 'كارت'],
    why: 'The form takes mada and debit cards too; «بطاقة ائتمان» tells a mada holder the method is not for them.',
  },
  {
    english: 'card security code (CVC/CVV)',
    term: 'رمز الأمان',
    forbidden: ['رمز التحقق', 'CVC', 'CVV', 'رمز البطاقة'],
    why: 'The 3 or 4 digits on the card. «رمز التحقق» is what Gulf shoppers call the SMS code, so a shopper could type one into the other.',
  },
  {
    english: 'one-time code (sent by SMS or email)',
    term: 'رمز التأكيد',
    forbidden: ['رمز التحقق', 'OTP', 'كلمة المرور لمرة واحدة'],
    why: 'Distinct from the card\'s «رمز الأمان» on the same checkout.',
  },
  {
    english: 'PIN',
    term: 'الرقم السري',
    forbidden: ['PIN'],
    why: 'What Gulf banks print on PIN mailers and ATMs show.',
  },
  {
    english: 'charge (take money)',
    term: 'خصم (نخصم، يُخصم)',
    forbidden: ['تحصيل', 'يحتسب', 'تحتسب', 'احتساب', 'اقتطاع'],
    why: 'What bank SMS alerts say; «يُحتسب» means "is counted" and «تحصيل» is debt collection.',
  },
  {
    english: 'renew',
    term: 'يتجدد (التجديد)',
    forbidden: ['تمديد', 'يمدد', 'يتمدد'],
    why: 'Renewal charges again; an extension sounds free.',
  },
  {
    english: 'cancel',
    term: 'إلغاء (ألغِ)',
    forbidden: ['فسخ', 'إنهاء الاشتراك', 'إيقاف الاشتراك'],
    why: 'The button, the confirmation and the settings row use the same verb.',
  },
];

/** Ways of writing that no Arabic text may use, whatever the concept. */
export const STYLE_RULES: readonly GlossaryEntry[] = [
  {
    english: 'is done / will be done (passive filler)',
    term: 'a verb with its subject (نخصم، حفظنا)',
    forbidden: ['يتم', 'سيتم', 'لم يتم'],
    why: '«يتم…» is translated English; say who does what.',
  },
  {
    english: 'the user',
    term: 'أنت (second person)',
    forbidden: ['المستخدم', 'للمستخدم'],
    why: 'Messages speak to the viewer, not about them.',
  },
  {
    english: 'Authorization failed',
    term: 'لم تتم عملية الدفع',
    forbidden: ['التفويض'],
    why: 'Bank jargon; say what happened to the payment and what to do.',
  },
  {
    english: '3-D Secure',
    term: 'التحقق من البطاقة لدى البنك',
    forbidden: ['ثلاثي الأبعاد', 'ثلاثية الأبعاد'],
    why: '"3-D" is "three-domain", not three-dimensional; shoppers know it as their bank\'s check.',
  },
  {
    english: 'Generic redirect (developer label)',
    term: 'الدفع على موقع آخر',
    forbidden: ['إعادة توجيه'],
    why: 'A method\'s name says what the shopper does, not how the kit does it.',
  },
];

/**
 * Latin text an Arabic value may keep: brand names and what is printed on cards, keyboards and files.
 * Placeholders ({x}, {{x}}, {count, number}) and tags are removed before the check.
 */
export const LATIN_ALLOWED: readonly string[] = [
  'Apple Pay',
  // The identity providers the site signs in with, as their Arabic buttons write them.
  'Apple',
  'Snapchat',
  'Google Pay',
  'PayPal',
  'Mercado Pago',
  'MODO',
  'Pix',
  'mada',
  'Visa',
  'Mastercard',
  'American Express',
  'MM/YY',
  'MM',
  'YY',
  'PNG',
  'JPEG',
  'WebP',
  'name@example.com',
  'English',
];

/** Latin text only one message may keep: keys printed on a keyboard, video heights, protocol names in developer-facing API messages. */
export const LATIN_ALLOWED_BY_KEY: Readonly<Record<string, readonly string[]>> = {
  'player.shortcuts': ['K', 'J', 'L', 'F', 'M', 'C'],
  'player.qualityAutoPlaying': ['p'],
  'player.qualityLevel': ['p'],
  'input.malformedJson': ['JSON'],
  'locale.invalid': ['en', 'ar'],
  'image.required': ['image'],
  'payment.idempotencyKeyInvalid': ['Idempotency-Key'],
  'payment.idempotencyKeyReused': ['Idempotency-Key'],
  'webhook.signatureMissing': ['Payment-Signature'],
  'webhook.signatureMalformed': ['Payment-Signature', 't', 'v1'],
};

const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
const PROCLITICS = '(?:[وفبلك]?(?:ال)?)';
const ENCLITICS = '(?:ك|كم|كما|ه|ها|هم|ي|نا|ات|ان|ين|ون|ا)?';
const LETTER = '[\\p{L}\\p{M}]';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wordPattern(variant: string): RegExp {
  return new RegExp(`(?<!${LETTER})${PROCLITICS}${escape(variant)}${ENCLITICS}(?!${LETTER})`, 'u');
}

export interface Finding {
  readonly key: string;
  readonly text: string;
  readonly problem: string;
}

const RULES = [...GLOSSARY, ...STYLE_RULES].flatMap((entry) =>
  entry.forbidden.map((variant) => ({ variant, pattern: wordPattern(variant), use: entry.term })),
);

/** Forbidden variants in one Arabic text, each named with the glossary's term to use instead. */
export function forbiddenVariants(key: string, text: string): Finding[] {
  const plain = text.replace(DIACRITICS, '');
  return RULES.filter((rule) => rule.pattern.test(plain)).map((rule) => ({ key, text, problem: `«${rule.variant}»: use «${rule.use}»` }));
}

/** Latin letters left in one Arabic text once placeholders, tags and the allow-lists are taken out. */
export function latinLeft(key: string, text: string): Finding[] {
  const allowed = [...(LATIN_ALLOWED_BY_KEY[key] ?? []), ...LATIN_ALLOWED].sort((a, b) => b.length - a.length);
  let rest = text.replace(/\{\{[^}]*\}\}|\{[^}]*\}|<[^>]+>/g, ' ');
  for (const token of allowed) rest = rest.replace(new RegExp(`(?<![A-Za-z])${escape(token)}(?![A-Za-z])`, 'g'), ' ');
  const latin = rest.match(/[A-Za-z][A-Za-z-]*/g);
  return latin ? [{ key, text, problem: `Latin text: ${latin.join(', ')}` }] : [];
}
