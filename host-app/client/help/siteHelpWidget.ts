import { API_PATHS } from '../../contract/http/apiPaths';
import type { HelpMessageAccepted } from '../../contract/help/helpTypes';
import { callProduct } from '../api/productClient';
import { waitTimeMessage } from '../pages/auth/waitTime';
import { splitLocale } from '../routing/localePath';
import { createHelpWidget, type DeliverHelpMessage } from './helpWidgetSession';

let credential: () => string | null = () => null;

/** The session's bearer token, read at each send, so a subscriber's message is stored under their account. */
export function setHelpCredential(read: () => string | null): void {
  credential = read;
}

/** Messages go to the product API, which stores them for the support team and answers an acknowledgement number. */
const deliverToProductApi: DeliverHelpMessage = async (message, replyTo) => {
  const { locale } = splitLocale(window.location.pathname);
  const result = await callProduct<HelpMessageAccepted>(
    { locale, token: credential() },
    { method: 'POST', path: API_PATHS.helpMessages, body: { message, ...(replyTo ? { email: replyTo } : {}) } },
  );
  if (result.ok) return { ok: true, acknowledgement: result.data.acknowledgement, replyTo: result.data.replyTo };
  if (result.kind === 'tooManyRequests' && result.retryAfterSeconds !== undefined) {
    const wait = waitTimeMessage(result.retryAfterSeconds);
    return { ok: false, message: wait.unit === 'minutes' ? 'help.tryAgainInMinutes' : 'help.tryAgainInSeconds', values: { count: wait.count } };
  }
  // The API names what is wrong in the page's language; a network failure has no words of its own.
  return { ok: false, message: result.message ?? 'help.failed' };
};

/**
 * The site's support chat controller. `helpWidget.logout()` is what the session calls when a
 * profile load fails for a reason other than Unauthorized (PR-AUTH-4).
 */
export const helpWidget = createHelpWidget(deliverToProductApi);
