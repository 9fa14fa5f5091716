import type { MessageKey } from '../i18n/en';

/** Failure codes with a text of their own for the shopper; the rest share the generic one. */
const MESSAGE_KEYS_BY_CODE: Readonly<Record<string, MessageKey>> = { USER_CANCELLED: 'error.userCancelled' };

/**
 * What the shopper reads after a failure (PC-BLOCK-3, PC-ERROR-2): the translated text of the
 * failure's code where there is one, else 'Authorization failed, please try again.'. The
 * provider's or the merchant's own reason goes to onAuthorizeFailed, not onto the page.
 */
export const failureMessageKey = (code: string | undefined): MessageKey => (code && MESSAGE_KEYS_BY_CODE[code]) || 'result.failure';
