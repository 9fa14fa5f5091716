/** Every user-visible string of the payment client, in English (PC-CARDFORM-2, PC-BLOCK-3, PC-BLOCK-4, PC-REDIRECT-1, PC-ERROR-2). */
export const en = {
  'cardForm.label.storeInstrument': 'Save instrument for future payments',
  'cardForm.label.installments': 'Installments',
  'cardForm.placeholder.installments': 'Split payment into monthly installments',
  'cardForm.installmentOption': '{count} x {amount}',
  'cardForm.label.country': 'Country',
  'cardForm.placeholder.country': 'Select Country',
  'cardForm.label.postalCode': 'Postal Code',
  'cardForm.placeholder.postalCode': 'Postal Code',
  'cardForm.error.country': 'Select your country',
  'cardForm.error.postalCode': 'Your postal code is invalid',
  'cardForm.error.countriesUnavailable': 'Countries could not be loaded, please try again.',
  'cardForm.frameTitle': 'Secure card payment input frame',
  'payButton.pay': 'Pay {amount}',
  'payButton.processing': 'Processing…',
  'payButton.verify': 'Verify card',
  'loader.label': 'Processing payment',
  'result.success': 'Payment successful',
  'result.verify': 'Card verified',
  'result.pending': 'Payment pending',
  'result.failure': 'Authorization failed, please try again.',
  'result.dismiss': 'Dismiss',
  'error.authorizationFailed': 'Authorization Failed',
  'error.userCancelled': 'User cancelled the authorization.',
  'error.failedAfterChallenge': 'Authorization failed after 3DS challenge.',
  'error.redirectTimedOut': 'The payment page did not open, please try again.',
  'error.paymentTimedOut': 'The payment was not completed in time.',
  'threeDS.title': 'Card verification',
  'threeDS.cancel': 'Cancel verification',
} as const;

export type MessageKey = keyof typeof en;
export type MessageCatalog = Record<MessageKey, string>;
