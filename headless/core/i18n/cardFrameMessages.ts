import type { Locale } from './translate';

/**
 * Texts used only inside the secure card frame. They ship in the frame's bundle, not the
 * script tag's; the SDK sends the frame only the merchant's overrides of these keys.
 */
const en = {
  'cardForm.label.cardholderName': 'Card holder',
  'cardForm.label.cardNumber': 'Card number',
  'cardForm.label.expiryDate': 'Expiry date',
  'cardForm.label.expiryMonth': 'Expiry month',
  'cardForm.label.expiryYear': 'Expiry year',
  'cardForm.label.securityCode': 'CVC',
  'cardForm.placeholder.cardholderName': 'Card holder',
  'cardForm.placeholder.cardNumber': '1234 1234 1234 1234',
  'cardForm.placeholder.expiryMonth': 'MM',
  'cardForm.placeholder.expiryYear': 'YY',
  'cardForm.placeholder.expiryDate': 'MM/YY',
  'cardForm.placeholder.securityCode': 'CVC',
  'cardForm.error.cardholderName': 'Enter the name shown on the card',
  'cardForm.error.cardNumber': 'Your card number is invalid',
  'cardForm.error.expiryDate': 'Your card has expired or the date is invalid',
  'cardForm.error.securityCode': 'Your security code is invalid',
  'cardForm.cardNetwork': 'Card network: {network}',
} as const;

export type CardFrameMessageKey = keyof typeof en;

const ar: Record<CardFrameMessageKey, string> = {
  'cardForm.label.cardholderName': 'اسم حامل البطاقة',
  'cardForm.label.cardNumber': 'رقم البطاقة',
  'cardForm.label.expiryDate': 'تاريخ الانتهاء (الشهر/السنة)',
  'cardForm.label.expiryMonth': 'شهر الانتهاء',
  'cardForm.label.expiryYear': 'سنة الانتهاء',
  'cardForm.label.securityCode': 'رمز الأمان',
  'cardForm.placeholder.cardholderName': 'اسم حامل البطاقة',
  'cardForm.placeholder.cardNumber': '1234 1234 1234 1234',
  'cardForm.placeholder.expiryMonth': 'MM',
  'cardForm.placeholder.expiryYear': 'YY',
  'cardForm.placeholder.expiryDate': 'MM/YY',
  'cardForm.placeholder.securityCode': '123',
  'cardForm.error.cardholderName': 'أدخل الاسم كما يظهر على البطاقة',
  'cardForm.error.cardNumber': 'رقم بطاقتك غير صحيح',
  'cardForm.error.expiryDate': 'انتهت صلاحية بطاقتك أو التاريخ غير صحيح',
  'cardForm.error.securityCode': 'رمز الأمان غير صحيح',
  'cardForm.cardNetwork': 'شبكة البطاقة: {network}',
};

export const CARD_FRAME_CATALOGS: Readonly<Record<Locale, Record<CardFrameMessageKey, string>>> = { en, ar };

