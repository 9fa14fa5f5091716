// Where the provider's payment pages send the shopper back, and what the page shows then.
import { note, showError, showResult } from './eventLog.js';

const RETURN_KINDS = ['success', 'cancel', 'error', 'pending'];

/**
 * Where the provider's payment pages (generic redirect) send the shopper back: this page, with
 * `return=<kind>`; the provider adds `executionId`.
 */
export function returnInfo() {
  return Object.fromEntries(
    RETURN_KINDS.map((kind) => {
      const url = new URL(location.href);
      url.hash = '';
      url.searchParams.delete('executionId');
      url.searchParams.set('return', kind);
      return [kind, url.href];
    }),
  );
}

/**
 * Back from a payment page. Its address only says what the page reported, and anyone can type
 * it: our server asks the provider how the payment really ended.
 */
export async function showReturnedPayment(query) {
  const executionId = query.get('executionId');
  window.demoExecutionId = executionId ?? undefined;
  note(`Back from the payment page (${query.get('return')}${executionId ? `, execution ${executionId}` : ''})`);
  const restart = new URL(location.href);
  for (const name of ['return', 'executionId']) restart.searchParams.delete(name);
  const link = document.getElementById('restart-link');
  link.href = restart.href;
  document.getElementById('restart').hidden = false;
  const response = executionId ? await fetch(`/demo/api/payments/${encodeURIComponent(executionId)}`, { headers: { Accept: 'application/json' } }) : null;
  if (!response || !response.ok) {
    showError('We could not find this payment. Please start the checkout again.');
    note(`Payment status unavailable${response ? ` (HTTP ${response.status})` : ''}`);
    return;
  }
  const { outcome } = await response.json();
  note(`Payment status from our server: ${outcome}`);
  if (outcome === 'authorizeSuccessful') showResult('Thank you, your order is confirmed.');
  else if (outcome === 'authorizePending' || outcome === 'authorizeRequested') showResult('Your payment is being processed.');
  else showError('The payment did not go through. Please try again.');
}
