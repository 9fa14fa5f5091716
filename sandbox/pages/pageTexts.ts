import type { RedirectMethodCode } from '../provider/paymentMethods';
import type { PageLanguage } from './pageLanguage';

/** Every string the shopper pages show, in English; each language gives the same keys. */
const ENGLISH = {
  language: 'en' as PageLanguage,
  /** Amounts as the language writes them (Arabic with Western digits, as the product site does). */
  numberLocale: 'en-GB',
  sandboxNote: 'Sandbox page: nothing is charged. Choose the result you want to test.',
  amount: 'Amount',
  order: 'Order',
  card: 'Card',
  closeWindow: 'You can close this window.',
  returnToShop: 'Return to the shop',
  threeDS: {
    title: '3-D Secure check',
    heading: 'Confirm this payment',
    intro: 'Your bank asks you to confirm this payment.',
    approve: 'Approve',
    decline: 'Decline',
    cancel: 'Cancel',
    results: {
      approved: 'Payment confirmed',
      declined: 'Payment declined',
      cancelled: 'Payment cancelled',
    },
  },
  method: {
    names: { genericRedirect: 'Redirect payment', pix: 'Pix', modo: 'MODO' } satisfies Record<RedirectMethodCode, string>,
    intro: 'Approve or decline this payment.',
    approve: 'Approve payment',
    decline: 'Decline payment',
    results: {
      approved: 'Payment approved',
      declined: 'Payment declined',
    },
  },
  /** The provider's own return pages, for a session created without `returnInfo`. */
  returned: {
    success: { title: 'Payment complete', message: 'Your payment went through. You can close this window and go back to the shop.' },
    error: { title: 'Payment not completed', message: 'Your payment did not go through. Go back to the shop to try again.' },
    cancel: { title: 'Payment cancelled', message: 'You cancelled the payment. Go back to the shop to choose another way to pay.' },
    pending: { title: 'Payment in progress', message: 'Your payment is being processed. The shop will tell you when it is complete.' },
  },
  errors: {
    notFound: { title: 'Nothing to confirm', message: 'There is no payment waiting for you at this address.' },
    badForm: { title: 'Form not accepted', message: 'The form was not sent as this page sends it. Open the payment page again.' },
  },
};

export type PageTexts = typeof ENGLISH;

/** In the words of docs/glossary.ar.md, as the product's own Arabic texts. */
const ARABIC: PageTexts = {
  language: 'ar',
  numberLocale: 'ar-AE-u-nu-latn',
  sandboxNote: 'صفحة اختبار: لا يُخصم أي مبلغ. اختر النتيجة التي تريد اختبارها.',
  amount: 'المبلغ',
  order: 'الطلب',
  card: 'البطاقة',
  closeWindow: 'يمكنك إغلاق هذه النافذة.',
  returnToShop: 'العودة إلى المتجر',
  threeDS: {
    title: 'التحقق من البطاقة لدى البنك',
    heading: 'أكّد عملية الدفع هذه',
    intro: 'يطلب منك بنكك تأكيد عملية الدفع هذه.',
    approve: 'موافقة',
    decline: 'رفض',
    cancel: 'إلغاء',
    results: {
      approved: 'أكّدتَ عملية الدفع',
      declined: 'رفضتَ عملية الدفع',
      cancelled: 'ألغيتَ عملية الدفع',
    },
  },
  method: {
    names: { genericRedirect: 'الدفع على موقع آخر', pix: 'Pix', modo: 'MODO' },
    intro: 'وافق على عملية الدفع هذه أو ارفضها.',
    approve: 'الموافقة على الدفع',
    decline: 'رفض الدفع',
    results: {
      approved: 'وافقتَ على عملية الدفع',
      declined: 'رفضتَ عملية الدفع',
    },
  },
  returned: {
    success: { title: 'اكتملت عملية الدفع', message: 'نجحت عملية الدفع. يمكنك إغلاق هذه النافذة والعودة إلى المتجر.' },
    error: { title: 'لم تكتمل عملية الدفع', message: 'لم تنجح عملية الدفع. عُد إلى المتجر لتحاول مرة أخرى.' },
    cancel: { title: 'أُلغيت عملية الدفع', message: 'ألغيتَ عملية الدفع. عُد إلى المتجر لتختار طريقة دفع أخرى.' },
    pending: { title: 'عملية الدفع قيد المعالجة', message: 'نعالج عملية الدفع الآن، وسيخبرك المتجر عند اكتمالها.' },
  },
  errors: {
    notFound: { title: 'لا شيء لتأكيده', message: 'لا توجد عملية دفع بانتظارك على هذا العنوان.' },
    badForm: { title: 'لم نقبل النموذج', message: 'لم يصل النموذج كما ترسله هذه الصفحة. افتح صفحة الدفع من جديد.' },
  },
};

export const PAGE_TEXTS: Record<PageLanguage, PageTexts> = { en: ENGLISH, ar: ARABIC };
