import { CARD_FRAME_CATALOGS } from '../../headless/core/i18n/cardFrameMessages';
import type { Locale } from '../../headless/core/i18n/translate';

/**
 * Texts of the collect frame beyond the card frame's: default error texts of required fields,
 * the PIN rule and merchant validation rules whose `error` is not set. They ship in the frame's
 * bundle only; card labels, placeholders and errors come from the card frame's catalog.
 */
const en = {
  'collect.error.required': 'This field is required',
  'collect.error.invalid': 'This field is invalid',
  'collect.error.tooShort': 'This field is too short',
  'collect.error.tooLong': 'This field is too long',
  'collect.error.mismatch': 'The values do not match',
  'collect.error.pin': 'Enter a PIN of 4 to 12 digits',
  'collect.error.notSent': 'Your details could not be sent. Please try again.',
} as const;

export type CollectFrameTextKey = keyof typeof en;

const ar: Record<CollectFrameTextKey, string> = {
  'collect.error.required': 'هذا الحقل مطلوب',
  'collect.error.invalid': 'هذا الحقل غير صالح',
  'collect.error.tooShort': 'هذا الحقل قصير جدًا',
  'collect.error.tooLong': 'هذا الحقل طويل جدًا',
  'collect.error.mismatch': 'القيمتان غير متطابقتين',
  'collect.error.pin': 'أدخل رقمًا سريًا من 4 إلى 12 خانة',
  'collect.error.notSent': 'تعذّر إرسال بياناتك. حاول مرة أخرى.',
};

export const COLLECT_FRAME_CATALOGS: Readonly<Record<Locale, Record<CollectFrameTextKey, string>>> = { en, ar };

export type FrameText = (key: string) => string;

/** One lookup over both catalogs of the locale. */
export function frameTexts(locale: Locale): FrameText {
  const catalog: Record<string, string> = { ...CARD_FRAME_CATALOGS[locale], ...COLLECT_FRAME_CATALOGS[locale] };
  return (key) => catalog[key] ?? '';
}
