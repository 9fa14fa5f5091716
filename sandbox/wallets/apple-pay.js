// Sandbox stand-in for Apple's Apple Pay JS script (TEST only). It offers the same interface a
// checkout uses: window.ApplePaySession and the <apple-pay-button> element. Its payment sheet is an
// in-page dialog with test cards, so browser tests can click through it.
(() => {
  const Sheet = window.PaymentSandboxWalletSheet;
  const VALIDATION_URL = 'https://apple-pay-gateway.sandbox.invalid/paymentservices/startSession';
  const HIGHEST_VERSION = 14;
  const TEST_CARDS = [
    { number: '4242424242424242', label: 'Visa •••• 4242', network: 'Visa' },
    { number: '4000000000000002', label: 'Declined •••• 0002', network: 'Visa' },
    { number: '4000000000003220', label: '3-D Secure •••• 3220', network: 'Visa' },
  ];
  const STATUS = {
    STATUS_SUCCESS: 0,
    STATUS_FAILURE: 1,
    STATUS_INVALID_BILLING_POSTAL_ADDRESS: 2,
    STATUS_INVALID_SHIPPING_POSTAL_ADDRESS: 3,
    STATUS_INVALID_SHIPPING_CONTACT: 4,
    STATUS_PIN_REQUIRED: 5,
    STATUS_PIN_INCORRECT: 6,
    STATUS_PIN_LOCKOUT: 7,
  };
  const REQUIRED_FIELDS = ['countryCode', 'currencyCode', 'supportedNetworks', 'merchantCapabilities', 'total'];
  const ERROR_CODES = ['shippingContactInvalid', 'billingContactInvalid', 'addressUnserviceable', 'couponCodeInvalid', 'couponCodeExpired', 'unknown'];
  const ERROR_TEXTS = {
    shippingContactInvalid: 'This delivery address is not valid.',
    addressUnserviceable: 'The merchant does not deliver to this address.',
  };

  /** Apple Pay JS's error for completion methods (version 3 and later). */
  class ApplePayError {
    constructor(code, contactField, message) {
      if (!ERROR_CODES.includes(code)) throw new TypeError(`ApplePayError: unknown code ${code}`);
      this.code = code;
      this.contactField = contactField;
      this.message = message || '';
    }
  }

  // Before approval the sheet hands over the redacted contact; the street comes with the payment.
  function redactedContact(address) {
    const { locality, administrativeArea, postalCode, countryCode, country } = address;
    return { locality, administrativeArea, postalCode, countryCode, country };
  }

  function fullContact(address) {
    return { addressLines: [address.street], ...redactedContact(address) };
  }

  function wantsAddress(request) {
    return Array.isArray(request.requiredShippingContactFields) && request.requiredShippingContactFields.includes('postalAddress');
  }

  function invalidState(message) {
    return new DOMException(message, 'InvalidStateError');
  }

  function checkRequest(request) {
    if (!request || typeof request !== 'object') throw new TypeError('ApplePaySession: the payment request must be an object');
    for (const field of REQUIRED_FIELDS) {
      if (request[field] === undefined) throw new TypeError(`ApplePaySession: the payment request needs ${field}`);
    }
    if (!Array.isArray(request.supportedNetworks) || request.supportedNetworks.length === 0) {
      throw new TypeError('ApplePaySession: supportedNetworks must list at least one network');
    }
    if (typeof request.total.label !== 'string' || !/^\d+(\.\d+)?$/.test(String(request.total.amount))) {
      throw new TypeError('ApplePaySession: total needs a label and a decimal amount such as "8.00"');
    }
  }

  // Internal state per session: created → validating → presenting → authorizing → done.
  const sessions = new WeakMap();

  class ApplePaySession extends EventTarget {
    constructor(version, paymentRequest) {
      super();
      if (!ApplePaySession.supportsVersion(version)) throw new TypeError(`ApplePaySession: version ${version} is not supported`);
      // Safari refuses a session created outside a click or key handler; so does the stand-in where it can tell.
      if (navigator.userActivation && !navigator.userActivation.isActive) {
        throw new DOMException('Must create a new ApplePaySession from a user gesture handler.', 'InvalidAccessError');
      }
      checkRequest(paymentRequest);
      sessions.set(this, { state: 'created', request: paymentRequest, sheet: undefined, handlers: {} });
    }

    static supportsVersion(version) {
      return Number.isInteger(version) && version >= 1 && version <= HIGHEST_VERSION;
    }

    static canMakePayments() {
      return true;
    }

    static canMakePaymentsWithActiveCard() {
      return Promise.resolve(true);
    }

    static openPaymentSetup() {
      return Promise.resolve(false);
    }

    begin() {
      const internal = sessions.get(this);
      if (internal.state !== 'created') throw invalidState('ApplePaySession: begin() was already called');
      internal.state = 'validating';
      setTimeout(() => {
        if (internal.state === 'validating') this._emit('validatemerchant', { validationURL: VALIDATION_URL });
      }, 0);
    }

    abort() {
      const internal = sessions.get(this);
      if (internal.state === 'done') return;
      internal.state = 'done';
      if (internal.sheet) internal.sheet.close();
    }

    completeMerchantValidation(merchantSession) {
      const internal = sessions.get(this);
      if (internal.state !== 'validating') throw invalidState('ApplePaySession: no merchant validation is in progress');
      if (!merchantSession || typeof merchantSession !== 'object') {
        throw new TypeError('ApplePaySession: completeMerchantValidation needs the merchant session object');
      }
      internal.state = 'presenting';
      this._present(internal);
    }

    completeShippingContactSelection(update) {
      const internal = sessions.get(this);
      if (internal.state !== 'presenting' || !internal.addressAsked) throw invalidState('ApplePaySession: no shipping contact is being selected');
      if (!update || typeof update !== 'object' || !update.newTotal) throw new TypeError('ApplePaySession: completeShippingContactSelection needs an update with newTotal (version 3)');
      internal.addressAsked = false;
      const errors = Array.isArray(update.errors) ? update.errors : [];
      const error = errors[0];
      internal.sheet.answerAddress(error ? error.message || ERROR_TEXTS[error.code] || 'This address cannot be used.' : null);
    }

    completePayment(result) {
      const internal = sessions.get(this);
      if (internal.state !== 'authorizing') throw invalidState('ApplePaySession: no payment is being authorized');
      const status = typeof result === 'number' ? result : result && result.status;
      if (!Object.values(STATUS).includes(status)) throw new TypeError('ApplePaySession: completePayment needs a STATUS_* value');
      internal.state = 'done';
      internal.completedStatus = status;
      internal.sheet.close();
    }

    _present(internal) {
      const { total } = internal.request;
      const delivery = wantsAddress(internal.request)
        ? {
            addresses: Sheet.addresses,
            onAddress: (value) => {
              internal.addressAsked = true;
              const address = Sheet.testAddress(value);
              // Dispatched as a task, as the browser does, after the sheet has drawn the choice.
              setTimeout(() => {
                if (internal.state === 'presenting') this._emit('shippingcontactselected', { shippingContact: redactedContact(address) });
              }, 0);
            },
          }
        : {};
      const sheet = Sheet.open({
        brand: 'apple-pay',
        title: 'Apple Pay',
        lines: [`Pay ${total.label}`, `Total: ${internal.request.currencyCode} ${total.amount}`, 'Sandbox: no real payment is made.'],
        choices: TEST_CARDS.map((card) => ({ value: card.number, label: card.label })),
        confirmLabel: 'Pay',
        cancelLabel: 'Cancel',
        keepOpenOnConfirm: true,
        ...delivery,
      });
      internal.sheet = sheet;
      sheet.result.then((outcome) => {
        if (internal.state !== 'presenting') return;
        if (!outcome.confirmed) {
          internal.state = 'done';
          this._emit('cancel', { sessionError: { code: 'unknown', info: {} } });
          return;
        }
        const card = TEST_CARDS.find((candidate) => candidate.number === outcome.choice) || TEST_CARDS[0];
        const address = wantsAddress(internal.request) ? Sheet.testAddress(outcome.address) : undefined;
        internal.state = 'authorizing';
        sheet.busy('Processing…');
        this._emit('paymentauthorized', {
          payment: {
            token: {
              paymentData: { version: 'EC_v1', data: Sheet.testToken('applePay', card.number) },
              paymentMethod: { displayName: card.label, network: card.network, type: 'credit' },
              transactionIdentifier: `sandbox-${Date.now().toString(16)}`,
            },
            ...(address ? { shippingContact: fullContact(address) } : {}),
          },
        });
      });
    }

    _emit(type, detail) {
      const event = Object.assign(new Event(type), detail);
      const handler = sessions.get(this).handlers[type];
      if (handler) handler.call(this, event);
      this.dispatchEvent(event);
    }
  }
  // Event handler attributes live on the prototype, as in the IDL, so dispatchEvent alone never calls them.
  for (const type of ['validatemerchant', 'paymentmethodselected', 'shippingcontactselected', 'paymentauthorized', 'cancel']) {
    Object.defineProperty(ApplePaySession.prototype, `on${type}`, {
      configurable: true,
      get() {
        return sessions.get(this).handlers[type] || null;
      },
      set(handler) {
        sessions.get(this).handlers[type] = typeof handler === 'function' ? handler : null;
      },
    });
  }
  Object.assign(ApplePaySession, STATUS);
  window.ApplePaySession = ApplePaySession;
  window.ApplePayError = ApplePayError;

  const BUTTON_LABELS = {
    plain: 'Apple Pay',
    buy: 'Buy with Apple Pay',
    'check-out': 'Check out with Apple Pay',
    book: 'Book with Apple Pay',
    donate: 'Donate with Apple Pay',
    subscribe: 'Subscribe with Apple Pay',
    'set-up': 'Set up Apple Pay',
    pay: 'Pay with Apple Pay',
    order: 'Order with Apple Pay',
    continue: 'Continue with Apple Pay',
  };
  const BUTTON_STYLES = {
    black: { background: '#000', color: '#fff', border: '1px solid #000' },
    white: { background: '#fff', color: '#000', border: '1px solid #fff' },
    'white-outline': { background: '#fff', color: '#000', border: '1px solid #000' },
  };

  class ApplePayButton extends HTMLElement {
    static get observedAttributes() {
      return ['buttonstyle', 'type', 'locale'];
    }

    connectedCallback() {
      if (!this._keyListener) {
        // Like a native button, Enter and Space activate it.
        this._keyListener = (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          this.click();
        };
        this.addEventListener('keydown', this._keyListener);
      }
      this._render();
    }

    attributeChangedCallback() {
      if (this.isConnected) this._render();
    }

    _render() {
      const label = BUTTON_LABELS[this.getAttribute('type')] || BUTTON_LABELS.plain;
      const look = BUTTON_STYLES[this.getAttribute('buttonstyle')] || BUTTON_STYLES.black;
      this.setAttribute('role', 'button');
      this.setAttribute('aria-label', label);
      if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
      const styles = {
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        'min-block-size': '40px',
        'border-radius': '6px',
        cursor: 'pointer',
        'font-family': 'system-ui, sans-serif',
        ...look,
      };
      for (const [property, value] of Object.entries(styles)) this.style.setProperty(property, value);
      this.lang = this.getAttribute('locale') || 'en-US';
      this.textContent = label;
    }
  }
  if (!customElements.get('apple-pay-button')) customElements.define('apple-pay-button', ApplePayButton);
})();
