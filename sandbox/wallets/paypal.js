// Sandbox stand-in for the PayPal JavaScript SDK (TEST only). It reads the same script query
// (client-id, intent, currency, vault, components) and offers paypal.Buttons with createOrder or
// createBillingAgreement, onApprove, onCancel and onError. The PayPal window is an in-page dialog.
(() => {
  const Sheet = window.PaymentSandboxWalletSheet;
  const script = document.currentScript;
  const query = new URL(script && script.src ? script.src : 'https://sandbox.invalid/sdk/js', document.baseURI).searchParams;
  const config = {
    clientId: query.get('client-id'),
    intent: query.get('intent') || 'capture',
    currency: query.get('currency') || 'USD',
    vault: query.get('vault') === 'true',
    components: (query.get('components') || 'buttons').split(','),
  };
  const FUNDING = { PAYPAL: 'paypal', VENMO: 'venmo', PAYLATER: 'paylater', CREDIT: 'credit', CARD: 'card' };
  const ELIGIBLE_FUNDING = [FUNDING.PAYPAL];
  // Sandbox buyer accounts; the provider declines a confirm from DECLINEDPAYER (sandbox README).
  const DECLINED_PAYER = 'DECLINEDPAYER';
  const BUYERS = [
    { payerId: 'SBPAYER', label: 'Sandbox buyer' },
    { payerId: DECLINED_PAYER, label: 'Declined buyer' },
  ];
  const STYLE_VALUES = {
    color: ['gold', 'blue', 'silver', 'white', 'black'],
    shape: ['rect', 'pill'],
    label: ['paypal', 'checkout', 'buynow', 'pay', 'installment', 'subscribe', 'donate'],
    layout: ['vertical', 'horizontal'],
  };
  const COLORS = {
    gold: { background: '#ffc439', color: '#111' },
    blue: { background: '#0070ba', color: '#fff' },
    silver: { background: '#eee', color: '#111' },
    white: { background: '#fff', color: '#111', border: '1px solid #555' },
    black: { background: '#2c2e2f', color: '#fff' },
  };
  const LABELS = {
    paypal: 'PayPal',
    checkout: 'PayPal Checkout',
    buynow: 'PayPal Buy Now',
    pay: 'Pay with PayPal',
    installment: 'PayPal Pay in installments',
    subscribe: 'PayPal Subscribe',
    donate: 'PayPal Donate',
  };

  // PayPal's own texts for an address the merchant refuses, handed to onShippingAddressChange.
  const SHIPPING_ERRORS = {
    ADDRESS_ERROR: "Your order can't be shipped to this address.",
    COUNTRY_ERROR: "Your order can't be shipped to this country.",
    STATE_ERROR: "Your order can't be shipped to this state.",
    ZIP_ERROR: "Your order can't be shipped to this zip.",
  };

  function sdkError(message) {
    return new Error(`PayPal sandbox SDK: ${message}`);
  }

  function randomId(prefix) {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    return prefix + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase();
  }

  /** Problems the real SDK reports for this script query and these options. */
  function checkOptions(options) {
    if (!config.clientId) return "the script query needs 'client-id'";
    const creators = ['createOrder', 'createBillingAgreement', 'createSubscription'].filter((name) => typeof options[name] === 'function');
    if (creators.length > 1) return `pass only one of ${creators.join(', ')}`;
    if (options.createBillingAgreement && !config.vault) return 'createBillingAgreement needs vault=true in the script query';
    if (options.createOrder && config.intent === 'tokenize') return 'intent=tokenize needs createBillingAgreement, not createOrder';
    const style = options.style || {};
    for (const [key, allowed] of Object.entries(STYLE_VALUES)) {
      if (style[key] !== undefined && !allowed.includes(style[key])) return `style.${key} must be one of ${allowed.join(', ')}`;
    }
    if (style.height !== undefined && !(Number.isInteger(style.height) && style.height >= 25 && style.height <= 55)) {
      return 'style.height must be a whole number from 25 to 55';
    }
    if (style.tagline && style.layout !== 'horizontal') return 'style.tagline needs style.layout horizontal';
    return undefined;
  }

  function resolveContainer(container) {
    const element = typeof container === 'string' ? document.querySelector(container) : container;
    if (!element || typeof element.append !== 'function') throw sdkError(`the container ${String(container)} does not exist`);
    return element;
  }

  function Buttons(options = {}) {
    const fundingSource = options.fundingSource;
    const problem = checkOptions(options);
    let rendered;
    let sheet;
    let busy = false;

    function reportError(error) {
      if (typeof options.onError === 'function') options.onError(error);
      else console.error(error);
    }

    async function approvalStarted() {
      if (typeof options.onClick !== 'function') return true;
      let allowed = true;
      const actions = {
        resolve: () => Promise.resolve(),
        reject: () => {
          allowed = false;
          return Promise.resolve();
        },
      };
      await options.onClick({ fundingSource: fundingSource || FUNDING.PAYPAL }, actions);
      return allowed;
    }

    async function createToken() {
      if (options.createBillingAgreement) return { billingToken: await options.createBillingAgreement() };
      if (options.createOrder) {
        const actions = { order: { create: () => Promise.reject(sdkError('actions.order.create is not available in the sandbox')) } };
        return { orderID: await options.createOrder({ paymentSource: fundingSource || FUNDING.PAYPAL }, actions) };
      }
      throw sdkError('pass createOrder or createBillingAgreement');
    }

    async function startCheckout() {
      if (busy) {
        if (sheet && sheet.isOpen) document.querySelector('[data-payment-sandbox-sheet="paypal"] button')?.focus();
        return;
      }
      busy = true;
      try {
        let token;
        try {
          if (!(await approvalStarted())) return;
          token = await createToken();
        } catch (error) {
          reportError(error);
          return;
        }
        const id = token.billingToken || token.orderID;
        if (typeof id !== 'string' || id === '') {
          reportError(sdkError('expected an order id or billing token to be returned'));
          return;
        }
        // An order ships: PayPal asks the page about each address the buyer picks.
        const delivery =
          token.orderID && typeof options.onShippingAddressChange === 'function'
            ? {
                addresses: Sheet.addresses,
                onAddress: (value) => {
                  const { locality, administrativeArea, postalCode, countryCode } = Sheet.testAddress(value);
                  let refusal = null;
                  const actions = {
                    reject: (message) => {
                      refusal = message || SHIPPING_ERRORS.ADDRESS_ERROR;
                      return Promise.resolve();
                    },
                  };
                  const data = { orderID: token.orderID, shippingAddress: { city: locality, state: administrativeArea, postalCode, countryCode }, errors: SHIPPING_ERRORS };
                  Promise.resolve()
                    .then(() => options.onShippingAddressChange(data, actions))
                    .then(
                      () => sheet.answerAddress(refusal),
                      () => sheet.answerAddress(SHIPPING_ERRORS.ADDRESS_ERROR),
                    );
                },
              }
            : {};
        sheet = Sheet.open({
          brand: 'paypal',
          title: 'PayPal',
          lines: [
            token.billingToken ? 'Agree to pay with PayPal in the future' : `Pay with PayPal (${config.currency})`,
            'Sandbox buyer account: no real payment is made.',
          ],
          // The provider declines a confirm from this buyer, so the decline path can be tried too.
          choices: BUYERS.map((buyer) => ({ value: buyer.payerId, label: buyer.label })),
          confirmLabel: 'Log in and pay',
          cancelLabel: 'Cancel',
          ...delivery,
        });
        const outcome = await sheet.result;
        const orderID = token.orderID || randomId('EC-');
        if (!outcome.confirmed) {
          if (typeof options.onCancel === 'function') options.onCancel({ orderID }, { redirect() {} });
          return;
        }
        const payerID = outcome.choice === DECLINED_PAYER ? DECLINED_PAYER : randomId('SBPAYER');
        const data = { orderID, payerID, paymentID: null, facilitatorAccessToken: randomId('A21') };
        if (token.billingToken) data.billingToken = token.billingToken;
        if (typeof options.onApprove === 'function') {
          try {
            await options.onApprove(data, { redirect() {}, restart() {} });
          } catch (error) {
            reportError(error);
          }
        }
      } finally {
        busy = false;
      }
    }

    function drawButton(container) {
      const style = options.style || {};
      const look = COLORS[style.color || 'gold'];
      const height = style.height || 45;
      const wrapper = document.createElement('div');
      wrapper.dataset.paypalButtons = 'sandbox';
      const button = document.createElement('button');
      button.type = 'button';
      const label = LABELS[style.label || 'paypal'];
      button.textContent = label;
      button.setAttribute('aria-label', label);
      button.dataset.color = style.color || 'gold';
      button.dataset.shape = style.shape || 'rect';
      button.dataset.label = style.label || 'paypal';
      const styles = {
        ...look,
        border: look.border || 'none',
        'block-size': `${height}px`,
        'inline-size': '100%',
        'border-radius': style.shape === 'pill' ? `${height / 2}px` : '4px',
        cursor: 'pointer',
        'font-family': 'system-ui, sans-serif',
        'font-size': '1rem',
        'font-weight': '600',
      };
      for (const [property, value] of Object.entries(styles)) button.style.setProperty(property, value);
      button.addEventListener('click', () => void startCheckout());
      wrapper.append(button);
      if (style.tagline) wrapper.append(document.createTextNode('The safer, easier way to pay'));
      container.append(wrapper);
      return wrapper;
    }

    return {
      isEligible() {
        return fundingSource === undefined || ELIGIBLE_FUNDING.includes(fundingSource);
      },
      render(container) {
        if (problem) return Promise.reject(sdkError(problem));
        if (rendered) return Promise.reject(sdkError('these buttons are already rendered'));
        try {
          rendered = drawButton(resolveContainer(container));
        } catch (error) {
          return Promise.reject(error);
        }
        return Promise.resolve();
      },
      close() {
        if (sheet) sheet.close();
        if (rendered) rendered.remove();
        rendered = undefined;
        return Promise.resolve();
      },
    };
  }

  const paypal = { version: '5.0.0-sandbox', FUNDING };
  if (config.components.includes('buttons')) paypal.Buttons = Buttons;
  if (config.components.includes('funding-eligibility')) {
    paypal.getFundingSources = () => Object.values(FUNDING);
    paypal.isFundingEligible = (source) => ELIGIBLE_FUNDING.includes(source);
  }
  window.paypal = paypal;
})();
