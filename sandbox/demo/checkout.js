// The merchant's checkout script: get a payment session from our own server, then let the
// payment client render the card form. Card data never passes through this page.
// A module: each concern is a file of its own under checkout/, imported by name.
import { optionsFromAddress, sessionOptionsFromAddress } from './checkout/addressOptions.js';
import { note, showError } from './checkout/eventLog.js';
import { mountIntegration } from './checkout/mountIntegration.js';
import { createPaymentClient } from './checkout/paymentClient.js';
import { showReturnedPayment } from './checkout/returnedPayment.js';
import { fetchInitResponse, resumedInitResponse } from './checkout/shopServer.js';
import { resolveShopper, showAccount } from './checkout/shopperAccount.js';

async function startCheckout(resumed = null) {
  const shopperName = await resolveShopper(new URLSearchParams(location.search));
  showAccount(shopperName);
  const sessionOptions = sessionOptionsFromAddress();
  let initResponse = resumed;
  try {
    initResponse ??= await fetchInitResponse(sessionOptions);
  } catch (error) {
    showError('We could not start the payment. Please reload the page to try again.');
    note(error instanceof Error ? error.message : 'Session request failed');
    return;
  }
  if (typeof window.PaymentClient === 'undefined') {
    showError('The payment form could not be loaded. Please reload the page.');
    note('payment-client.js did not load (was it built, and does its integrity hash match?)');
    return;
  }

  const options = optionsFromAddress();
  document.documentElement.lang = options.locale;
  const client = createPaymentClient(initResponse, options.locale, sessionOptions);
  mountIntegration(client, options, shopperName);
}

const pageQuery = new URLSearchParams(location.search);
if (pageQuery.has('return')) {
  // The card form or drop-in on the same session reports how a full-page challenge ended; other returns are read by our server.
  resumedInitResponse(pageQuery).then((resumed) => (resumed ? startCheckout(resumed) : showReturnedPayment(pageQuery)));
} else startCheckout();
