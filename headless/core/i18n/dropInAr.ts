import type { DropInMessageKey } from './dropInMessages';

/** The drop-in's own texts in Arabic. */
export const dropInAr: Record<DropInMessageKey, string> = {
  'dropIn.legend': 'طريقة الدفع',
  'dropIn.method.card': 'بطاقة',
  'dropIn.method.payPal': 'PayPal',
  'dropIn.method.googlePay': 'Google Pay',
  'dropIn.method.applePay': 'Apple Pay',
  'dropIn.method.genericRedirect': 'الدفع على موقع آخر',
  'dropIn.method.pix': 'Pix',
  'dropIn.method.modo': 'MODO',
  'dropIn.method.mercadoPago': 'Mercado Pago',
  'dropIn.method.bankAccount': 'حساب بنكي',
  'dropIn.storedInstrument.delete': 'إزالة {name}',
  'redirect.loading': 'جارٍ التحميل',
  'redirect.popupTitle': 'أكمل الدفع في النافذة الجديدة',
  'redirect.cancel': 'إلغاء',
  'wallet.loading': 'جارٍ تحميل {method}',
  'wallet.failed': '{method} غير متاح حاليًا، يرجى اختيار طريقة دفع أخرى.',
  'wallet.addressUnserviceable': 'لا يمكننا التوصيل إلى هذا العنوان، يرجى اختيار عنوان آخر.',
};
