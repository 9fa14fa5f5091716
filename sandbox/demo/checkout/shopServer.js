// Calls to our own server, which holds the secret key: the page never talks to the provider's API itself.
import { note } from './eventLog.js';

export async function postJson(path, body) {
  return fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A payment session from our server, with the options tried from the address bar. */
export async function fetchInitResponse(sessionOptions) {
  const response = await fetch('/demo/api/checkout', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(sessionOptions),
  });
  if (!response.ok) {
    const problem = await response.json().catch(() => null);
    const detail = problem && problem.message ? `: ${problem.message}` : '';
    throw new Error(`The checkout session could not be created (HTTP ${response.status}${detail})`);
  }
  return response.json();
}

/** A session for one payout, from our server: it fixes amount, shopper and card; the page only names the card. */
export async function fetchPayoutSession(paymentInstrumentId) {
  const response = await postJson('/demo/api/payout-session', { paymentInstrumentId });
  if (!response.ok) {
    const problem = await response.json().catch(() => null);
    throw new Error(`The payout could not be set up (HTTP ${response.status}${problem && problem.message ? `: ${problem.message}` : ''})`);
  }
  return response.json();
}

/**
 * Back from a full-page 3-D Secure challenge (?challenge=redirect): the same session again from
 * our server, which gives it only to the browser that started it; null when it will not.
 */
export async function resumedInitResponse(query) {
  if (query.get('challenge') !== 'redirect' || !query.has('executionId')) return null;
  const response = await postJson('/demo/api/checkout/resume', { executionId: query.get('executionId') }).catch(() => null);
  if (!response || !response.ok) return null;
  note(`Back from the 3-D Secure page (execution ${query.get('executionId')}): the payment client reports the result`);
  return response.json();
}
