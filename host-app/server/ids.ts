import { customAlphabet } from 'nanoid';

// Alphanumeric only, so ids are safe in URLs, file names and headers without escaping.
const alphanumeric = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 24);

/**
 * sub: subscriber, ses: session, otp: one-time code challenge, sbs: subscription, img: uploaded image,
 * pay: payment session (the provider's merchant reference), btx: mobile or voucher billing transaction,
 * crd: card update (a subscription's new card, verified at zero amount), isi: sign-in with an identity provider.
 */
export function newProductId(prefix: 'sub' | 'ses' | 'otp' | 'sbs' | 'img' | 'pay' | 'btx' | 'crd' | 'isi'): string {
  return `${prefix}_${alphanumeric()}`;
}
