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
  const redirectTimeouts = Object.fromEntries(
    ['pix', 'modo'].filter((method) => query.has(`${method}Timeout`)).map((method) => [method, Number(query.get(`${method}Timeout`))]),
  );
  return {
    locale: query.get('locale') === 'ar' ? 'ar' : 'en',
    // ?integration=dropin shows the drop-in: every method of the session, stored instruments first.
    integration: query.get('integration') === 'dropin' ? 'dropin' : 'cardForm',
    dropIn: {
      preselectFirst: flag('preselect'),
      ...(query.get('challenge') === 'popup' ? { challengeWindow: 'popup' } : {}),
      ...(Object.keys(redirectTimeouts).length > 0 ? { redirectTimeouts } : {}),
    },
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

/**
 * Session options to try from the address bar, checked by our server (which refuses anything
 * else), e.g. /demo/?holder=customer-42&ttl=60&faults=500,500,429&methods=card
 */
function sessionOptionsFromAddress() {
  const query = new URLSearchParams(location.search);
  const list = (name) => query.get(name).split(',');
  return {
    ...(query.has('holder') ? { holderReference: query.get('holder') } : {}),
    ...(query.has('methods') ? { paymentMethods: list('methods') } : {}),
    ...(query.has('ttl') ? { tokenTtlSeconds: Number(query.get('ttl')) } : {}),
    ...(query.has('faults') ? { executionFaults: list('faults').map(Number) } : {}),
  };
}

/** A refreshed session is an ordinary one: the short token life and the faults are for the first session only. */
function refreshOptions(options) {
  const { tokenTtlSeconds, executionFaults, ...ordinary } = options;
  return ordinary;
}

async function fetchInitResponse(sessionOptions) {
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

/** The execution of an init response, for the page's test hook only; merchants do not need to read it. */
function executionIdOf(initResponse) {
  try {
    const bytes = Uint8Array.from(atob(initResponse.data), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)).execution.id;
  } catch {
    return undefined;
  }
}

async function startCheckout() {
  const sessionOptions = sessionOptionsFromAddress();
  let initResponse;
  try {
    initResponse = await fetchInitResponse(sessionOptions);
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
    // ?appearance=<JSON> tries a theme: { theme, variables, rules } (the Appearance API).
    ...(new URLSearchParams(location.search).has('appearance') ? { appearance: JSON.parse(new URLSearchParams(location.search).get('appearance')) } : {}),
    events: {
      onClientInitialized(execution) {
        window.demoExecutionId = execution && execution.id ? execution.id : undefined;
        note(`Payment session ready (execution ${window.demoExecutionId ?? 'unknown'})`);
      },
      // The payment client asks for a new session when the current one has expired.
      async onSessionExpired() {
        try {
          const next = await fetchInitResponse(refreshOptions(sessionOptions));
          window.demoExecutionId = executionIdOf(next);
          note(`Session refreshed (execution ${window.demoExecutionId ?? 'unknown'})`);
          return next;
        } catch (error) {
          note(`Session refresh failed: ${error instanceof Error ? error.message : 'unknown error'}`);
          throw error;
        }
      },
    },
  });

  const authorizeEvents = {
    onAuthorizeSuccess(result) {
      note(`Authorization successful (execution ${result && result.executionId ? result.executionId : 'unknown'})`);
      showResult('Thank you, your order is confirmed.');
    },
    onAuthorizePending() {
      note('Authorization pending');
    },
    onAuthorizeFailed(error) {
      const code = error && error.code ? ` (${error.code})` : '';
      const reason = error && error.message ? `: ${error.message}` : '';
      note(`Authorization failed${code}${reason}`);
    },
  };
  const cardEvents = {
    onReady: () => elementEvents.push({ type: 'READY' }),
    onSubmit: () => elementEvents.push({ type: 'SUBMIT' }),
    onChange: (element, state) => recordElementEvent('CHANGE', element, state),
    onFocus: (element, state) => recordElementEvent('FOCUS', element, state),
    onBlur: (element, state) => recordElementEvent('BLUR', element, state),
  };

  if (options.integration === 'dropin') {
    client
      .dropin({
        ...options.dropIn,
        card: { ...options.cardForm, events: cardEvents },
        events: {
          ...authorizeEvents,
          onPaymentOptionSelected: (option) => note(`Option selected: ${option.paymentMethodCode}`),
        },
      })
      .mount('#checkout');
    note('Drop-in mounted');
    return;
  }
  client.cardForm({ ...options.cardForm, events: { ...cardEvents, ...authorizeEvents } }).mount('#checkout');
  note('Card form mounted');
}

startCheckout();
