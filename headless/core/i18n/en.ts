/** Every user-visible string of the payment client, in English (spec section 2 and 8). */
export const en = {
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
  'cardForm.frameTitle': 'Secure card payment input frame',
  'payButton.pay': 'Pay {amount}',
  'payButton.processing': 'Processing…',
  'loader.label': 'Processing payment',
  'result.success': 'Payment successful',
  'result.pending': 'Payment pending',
  'result.failure': 'Authorization failed, please try again.',
  'result.dismiss': 'Dismiss',
  'error.authorizationFailed': 'Authorization Failed',
  'error.userCancelled': 'User cancelled the authorization.',
  'error.apiTokenExpired': 'API token is not valid or expired.',
  'error.vaultTokenExpired': 'Vault token is not valid or expired.',
} as const;

export type MessageKey = keyof typeof en;
export type MessageCatalog = Record<MessageKey, string>;
