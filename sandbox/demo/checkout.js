// The merchant's checkout script: get a payment session from our own server, then let the
// payment client render the card form. Card data never passes through this page.
const log = document.getElementById('log');
const errorText = document.getElementById('error');
const resultText = document.getElementById('result');

function note(message) {
  log.textContent += `${new Date().toLocaleTimeString()}  ${message}\n`;
}

function showError(message) {
  errorText.textContent = message;
  errorText.hidden = false;
}

function showResult(message) {
  resultText.textContent = message;
  resultText.hidden = false;
}

/**
 * Card form options can be tried from the address bar, e.g.
 * /demo/?locale=ar&billingAddress=1&expiryFields=split&cardholder=1
 * or a web font for the fields: ?fontFamily=Sandbox%20Blocks&fontSrc=<font URL>
 */
function optionsFromAddress() {
  const query = new URLSearchParams(location.search);
  const flag = (name) => query.get(name) === '1';
  const fontFamily = query.get('fontFamily') ?? 'Sandbox Blocks';
  const font = query.has('fontSrc')
    ? { fonts: [{ family: fontFamily, src: query.get('fontSrc') }], styles: { base: { fontFamily: `'${fontFamily}', monospace` } } }
    : {};
  return {
    locale: query.get('locale') === 'ar' ? 'ar' : 'en',
    cardForm: {
      showCardholderName: flag('cardholder'),
      expiryFields: query.get('expiryFields') === 'split' ? 'split' : 'single',
      ...(query.has('expiryDateFormat') ? { expiryDateFormat: query.get('expiryDateFormat') } : {}),
      ...(query.has('expiryYearFormat') ? { expiryYearFormat: query.get('expiryYearFormat') } : {}),
      billingAddress: flag('billingAddress'),
      enrollInstrumentToNetworkOffers: flag('networkOffers'),
      ...font,
    },
  };
}

/** Element events as the merchant receives them: state only, never what was typed. */
const elementEvents = [];
window.demoElementEvents = elementEvents;

function recordElementEvent(type, element, state) {
  elementEvents.push({ type, element, state });
  if (type !== 'CHANGE') return;
  const facts = [state.isValid ? 'valid' : 'invalid', state.isComplete ? 'complete' : 'incomplete'];
  if (state.network) facts.push(state.network);
  note(`${element} ${facts.join(', ')}`);
}

async function fetchInitResponse() {
  const response = await fetch('/demo/api/checkout', { method: 'POST', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The checkout session could not be created (HTTP ${response.status})`);
  return response.json();
}

async function startCheckout() {
  let initResponse;
  try {
    initResponse = await fetchInitResponse();
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
  const client = PaymentClient.init(initResponse, {
    environment: 'TEST',
    locale: options.locale,
    events: {
      onClientInitialized(execution) {
        note(`Payment session ready (execution ${execution && execution.id ? execution.id : 'unknown'})`);
      },
    },
  });

  client
    .cardForm({
      ...options.cardForm,
      events: {
        onReady: () => elementEvents.push({ type: 'READY' }),
        onSubmit: () => elementEvents.push({ type: 'SUBMIT' }),
        onChange: (element, state) => recordElementEvent('CHANGE', element, state),
        onFocus: (element, state) => recordElementEvent('FOCUS', element, state),
        onBlur: (element, state) => recordElementEvent('BLUR', element, state),
        onAuthorizeSuccess() {
          note('Authorization successful');
          showResult('Thank you, your order is confirmed.');
        },
        onAuthorizeFailed(error) {
          note(`Authorization failed${error && error.code ? ` (${error.code})` : ''}`);
        },
      },
    })
    .mount('#checkout');
  note('Card form mounted');
}

startCheckout();
