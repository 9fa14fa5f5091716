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

/** The UI blocks the payment client mounts alone, each a variant of this page: ?integration=googlePayButton. */
const PAYMENT_BLOCKS = ['cardList', 'applePayButton', 'googlePayButton', 'paypalButton', 'genericRedirectButton', 'paymentButton', 'dynamicElement'];

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
  // ?challenge=popup or ?challenge=redirect: where a 3-D Secure challenge shows (an in-page frame by default).
  const challengeWindow = ['popup', 'redirect'].includes(query.get('challenge')) ? { challengeWindow: query.get('challenge') } : {};
  // ?deliversTo=GB,IE: the shop delivers only there, and says so when a wallet's sheet asks.
  const deliversTo = query.has('deliversTo') ? query.get('deliversTo').split(',').filter(Boolean) : null;
  return {
    locale: query.get('locale') === 'ar' ? 'ar' : 'en',
    deliversTo,
    // ?integration=dropin shows the drop-in: every method of the session, stored instruments first;
    // ?integration=<block> (googlePayButton, cardList, ...) one UI block mounted alone.
    integration: query.get('integration') === 'dropin' || PAYMENT_BLOCKS.includes(query.get('integration')) ? query.get('integration') : 'cardForm',
    dropIn: {
      preselectFirst: flag('preselect'),
      ...challengeWindow,
      ...(Object.keys(redirectTimeouts).length > 0 ? { redirectTimeouts } : {}),
    },
    cardForm: {
      ...challengeWindow,
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

/** The shop's answer when a wallet's sheet asks about a delivery address: false refuses it. */
function deliveryAddressCheck(countries) {
  return ({ paymentMethodCode, address }) => {
    const delivers = countries.includes(address.countryCode);
    note(`Delivery address (${paymentMethodCode}): ${address.postalCode ?? ''} ${address.countryCode ?? ''}, ${delivers ? 'we deliver there' : 'we do not deliver there'}`);
    return delivers;
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
 * else), e.g. /demo/?ttl=60&faults=500,500,429&methods=card. The shopper is not one of them:
 * our server takes it from the shop's sign-in.
 */
function sessionOptionsFromAddress() {
  const query = new URLSearchParams(location.search);
  const list = (name) => query.get(name).split(',');
  return {
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

async function postJson(path, body) {
  return fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Signs in to the shop (no password in this demo): our server sets its own HttpOnly cookie. */
async function signIn(shopperName) {
  const response = await postJson('/demo/api/sign-in', { shopperName });
  if (!response.ok) {
    const problem = await response.json().catch(() => null);
    throw new Error(`Sign-in failed (HTTP ${response.status}${problem && problem.message ? `: ${problem.message}` : ''})`);
  }
  return (await response.json()).shopperName;
}

async function signOut() {
  await fetch('/demo/api/sign-out', { method: 'POST' });
}

/**
 * Who is signed in to the shop, or null. `?holder=<name>` is a shortcut for the sign-in form, so
 * a link can open the page as a returning shopper.
 */
async function resolveShopper(query) {
  if (query.has('holder')) {
    try {
      return await signIn(query.get('holder'));
    } catch (error) {
      note(error instanceof Error ? error.message : 'Sign-in failed');
      return null;
    }
  }
  try {
    const response = await fetch('/demo/api/shopper', { headers: { Accept: 'application/json' } });
    if (response.ok) return (await response.json()).shopperName;
    // A sign-in cookie our server did not sign: drop it and carry on as a guest.
    note(`Sign-in not accepted (HTTP ${response.status}): signed out`);
    await signOut();
  } catch {
    note('Sign-in unavailable: checking out as a guest');
  }
  return null;
}

/** The page again, without the sign-in shortcut, so it shows whoever is signed in now. */
function reloadAsSignedIn() {
  const url = new URL(location.href);
  url.searchParams.delete('holder');
  location.assign(url.href);
}

/** The shop's account box: who is signed in, with a sign-out button, or the sign-in form. */
function showAccount(shopperName) {
  const signedIn = document.getElementById('signed-in');
  const form = document.getElementById('sign-in-form');
  document.getElementById('account').hidden = false;
  document.getElementById('signed-in-name').textContent = shopperName ?? '';
  signedIn.hidden = shopperName === null;
  form.hidden = shopperName !== null;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      await signIn(new FormData(form).get('shopperName'));
      reloadAsSignedIn();
    } catch (error) {
      note(error instanceof Error ? error.message : 'Sign-in failed');
    }
  });
  document.getElementById('sign-out').addEventListener('click', async () => {
    await signOut();
    reloadAsSignedIn();
  });
}

/** A session for one payout, from our server: it fixes amount, shopper and card; the page only names the card. */
async function fetchPayoutSession(paymentInstrumentId) {
  const response = await postJson('/demo/api/payout-session', { paymentInstrumentId });
  if (!response.ok) {
    const problem = await response.json().catch(() => null);
    throw new Error(`The payout could not be set up (HTTP ${response.status}${problem && problem.message ? `: ${problem.message}` : ''})`);
  }
  return response.json();
}

const RETURN_KINDS = ['success', 'cancel', 'error', 'pending'];

/**
 * Where the provider's payment pages (generic redirect) send the shopper back: this page, with
 * `return=<kind>`; the provider adds `executionId`.
 */
function returnInfo() {
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
async function showReturnedPayment(query) {
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

/** The execution of an init response, for the page's test hook only; merchants do not need to read it. */
function executionIdOf(initResponse) {
  try {
    const bytes = Uint8Array.from(atob(initResponse.data), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)).execution.id;
  } catch {
    return undefined;
  }
}

const failureText = (error) => `${error && error.code ? ` (${error.code})` : ''}: ${error && error.message ? error.message : 'unknown error'}`;

/**
 * The shop's own "Saved cards" list, drawn by this page from client.getStoredInstruments():
 * each card can be removed (client.deleteInstrument), and the first one paid out to. A payment
 * session cannot pay out: our server creates a payout session for that card and amount, and a
 * client of that session pays out (client.payout). A removed card also leaves the drop-in's
 * list. Returns the redraw, for after a payment that stored a card.
 */
function manageSavedCards(client, locale) {
  const section = document.getElementById('saved-cards');
  const list = document.getElementById('saved-card-list');
  const empty = document.getElementById('saved-cards-empty');
  const payoutButton = document.getElementById('payout');
  let cards = [];
  section.hidden = false;

  async function render() {
    try {
      cards = (await client.getStoredInstruments()).filter((instrument) => instrument.paymentMethod === 'card' && instrument.status === 'enabled');
    } catch (error) {
      note(`Saved cards unavailable${failureText(error)}`);
      return;
    }
    list.replaceChildren(
      ...cards.map((card) => {
        const name = card.displayName || 'Unavailable';
        const item = document.createElement('li');
        const label = document.createElement('span');
        label.textContent = name;
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.textContent = 'Remove';
        remove.setAttribute('aria-label', `Remove ${name}`);
        remove.addEventListener('click', () => removeCard(card, name, remove));
        item.append(label, remove);
        return item;
      }),
    );
    empty.hidden = cards.length > 0;
    payoutButton.disabled = cards.length === 0;
  }

  async function removeCard(card, name, button) {
    button.disabled = true;
    try {
      await client.deleteInstrument(card.id);
      note(`Saved card removed: ${name}`);
    } catch (error) {
      note(`Removing ${name} failed${failureText(error)}`);
    }
    await render();
  }

  payoutButton.addEventListener('click', async () => {
    const [card] = cards;
    if (!card) return;
    payoutButton.disabled = true;
    note(`Payout requested to ${card.displayName || 'Unavailable'}`);
    try {
      const payoutClient = PaymentClient.init(await fetchPayoutSession(card.id), { environment: 'TEST', locale });
      const result = await payoutClient.payout({ paymentInstrumentId: card.id });
      note(result.status === 'payoutSuccessful' ? `Payout successful (execution ${result.executionId})` : `Payout failed: ${result.reason || 'no reason given'}`);
    } catch (error) {
      note(`Payout failed${failureText(error)}`);
      payoutButton.disabled = false;
    }
  });

  render();
  return render;
}

/**
 * One UI block alone, with the drop-in's events: the shopper's saved cards, a wallet's button, a
 * redirect method's button, a form method's form, or a card form paid by a payment button of
 * its own, mounted where the shop wants it (here below the form).
 */
function mountBlock(client, options, events, cardEvents) {
  if (options.integration === 'paymentButton') {
    const cardForm = client.cardForm({ ...options.cardForm, events: cardEvents });
    client.paymentButton({ cardForm, events }).mount('#checkout-button');
    cardForm.mount('#checkout');
    return;
  }
  client[options.integration]({ ...options.dropIn, events }).mount('#checkout');
}

/**
 * Back from a full-page 3-D Secure challenge (?challenge=redirect): the same session again from
 * our server, which gives it only to the browser that started it; null when it will not.
 */
async function resumedInitResponse(query) {
  if (query.get('challenge') !== 'redirect' || !query.has('executionId')) return null;
  const response = await postJson('/demo/api/checkout/resume', { executionId: query.get('executionId') }).catch(() => null);
  if (!response || !response.ok) return null;
  note(`Back from the 3-D Secure page (execution ${query.get('executionId')}): the payment client reports the result`);
  return response.json();
}

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
  const client = PaymentClient.init(initResponse, {
    environment: 'TEST',
    locale: options.locale,
    // ?appearance=<JSON> tries a theme: { theme, variables, rules } (the Appearance API).
    ...(new URLSearchParams(location.search).has('appearance') ? { appearance: JSON.parse(new URLSearchParams(location.search).get('appearance')) } : {}),
    returnInfo: returnInfo(),
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
      note(`Authorization failed${failureText(error)}`);
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
    let redrawSavedCards = () => {};
    const onAuthorizeSuccess = (result) => {
      authorizeEvents.onAuthorizeSuccess(result);
      redrawSavedCards();
    };
    client
      .dropin({
        ...options.dropIn,
        card: { ...options.cardForm, events: { ...cardEvents, onAuthorizeSuccess } },
        events: {
          ...authorizeEvents,
          onAuthorizeSuccess,
          onPaymentOptionSelected: (option) => note(`Option selected: ${option.paymentMethodCode}`),
          ...(options.deliversTo ? { onDeliveryAddressChanged: deliveryAddressCheck(options.deliversTo) } : {}),
        },
      })
      .mount('#checkout');
    note('Drop-in mounted');
    // A signed-in shopper may manage the cards the provider keeps for them.
    if (shopperName !== null) redrawSavedCards = manageSavedCards(client, options.locale);
    return;
  }
  if (PAYMENT_BLOCKS.includes(options.integration)) {
    mountBlock(client, options, { ...authorizeEvents, ...(options.deliversTo ? { onDeliveryAddressChanged: deliveryAddressCheck(options.deliversTo) } : {}) }, cardEvents);
    note(`${options.integration} mounted`);
    return;
  }
  client.cardForm({ ...options.cardForm, events: { ...cardEvents, ...authorizeEvents } }).mount('#checkout');
  note('Card form mounted');
  if (shopperName !== null) manageSavedCards(client, options.locale);
}

const pageQuery = new URLSearchParams(location.search);
if (pageQuery.has('return')) {
  // The card form or drop-in on the same session reports how a full-page challenge ended; other returns are read by our server.
  resumedInitResponse(pageQuery).then((resumed) => (resumed ? startCheckout(resumed) : showReturnedPayment(pageQuery)));
} else startCheckout();
