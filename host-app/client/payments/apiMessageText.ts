import type { Locale } from '../i18n/translate';

type ApiMessages = typeof import('../../contract/http/apiMessages');

let loaded: ApiMessages | null = null;
let loading: Promise<ApiMessages> | null = null;

/**
 * The API's messages, in both languages, are larger than the premium page itself: they load once
 * the page is up (or a payment fails), instead of with the page's first bytes.
 */
export function loadApiMessages(): Promise<ApiMessages> {
  loading ??= import('../../contract/http/apiMessages').then((messages) => (loaded = messages));
  return loading;
}

/** The API's own text for a message key it answered with, once loaded; null for a key it does not have. */
export function apiMessageText(messageKey: string | undefined, locale: Locale): string | null {
  if (!loaded || !messageKey || !loaded.isApiMessageKey(messageKey)) return null;
  return loaded.apiMessage(messageKey, locale);
}
