// What can be tried from the address bar: the payment client's options, and the session's.

/** The UI blocks the payment client mounts alone, each a variant of this page: ?integration=googlePayButton. */
export const PAYMENT_BLOCKS = ['cardList', 'applePayButton', 'googlePayButton', 'paypalButton', 'genericRedirectButton', 'paymentButton', 'dynamicElement'];

/**
 * Card form options can be tried from the address bar, e.g.
 * /demo/?locale=ar&billingAddress=1&expiryFields=split&cardholder=1
 * or a web font for the fields: ?fontFamily=Sandbox%20Blocks&fontSrc=<font URL>
 */
export function optionsFromAddress() {
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

/**
 * Session options to try from the address bar, checked by our server (which refuses anything
 * else), e.g. /demo/?ttl=60&faults=500,500,429&methods=card. The shopper is not one of them:
 * our server takes it from the shop's sign-in.
 */
export function sessionOptionsFromAddress() {
  const query = new URLSearchParams(location.search);
  const list = (name) => query.get(name).split(',');
  return {
    ...(query.has('methods') ? { paymentMethods: list('methods') } : {}),
    ...(query.has('ttl') ? { tokenTtlSeconds: Number(query.get('ttl')) } : {}),
    ...(query.has('faults') ? { executionFaults: list('faults').map(Number) } : {}),
  };
}

/** A refreshed session is an ordinary one: the short token life and the faults are for the first session only. */
export function refreshOptions(options) {
  const { tokenTtlSeconds, executionFaults, ...ordinary } = options;
  return ordinary;
}
