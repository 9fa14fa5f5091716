// Sandbox stand-in for the Google Pay API for web script (TEST only). It offers the same interface a
// checkout uses: google.payments.api.PaymentsClient with isReadyToPay, loadPaymentData and
// createButton. Its payment sheet is an in-page dialog with test cards, so browser tests can click through it.
(() => {
  const Sheet = window.PaymentSandboxWalletSheet;
  const TEST_CARDS = [
    { number: '4242424242424242', label: 'Visa •••• 4242', network: 'VISA' },
    { number: '4000000000000002', label: 'Declined •••• 0002', network: 'VISA' },
    { number: '4000000000003220', label: '3-D Secure •••• 3220', network: 'VISA' },
  ];
  const ENVIRONMENTS = ['TEST', 'PRODUCTION'];
  const BUTTON_LABELS = {
    book: 'Book with Google Pay',
    buy: 'Buy with Google Pay',
    long: 'Buy with Google Pay',
    checkout: 'Checkout with Google Pay',
    donate: 'Donate with Google Pay',
    order: 'Order with Google Pay',
    pay: 'Pay with Google Pay',
    plain: 'Google Pay',
    short: 'Google Pay',
    subscribe: 'Subscribe with Google Pay',
  };
  const BUTTON_COLORS = {
    default: { background: '#000', color: '#fff', border: '1px solid #000' },
    black: { background: '#000', color: '#fff', border: '1px solid #000' },
    white: { background: '#fff', color: '#3c4043', border: '1px solid #dadce0' },
  };

  /** A rejection shaped like the API's PaymentsError. */
  function paymentsError(statusCode, statusMessage) {
    return { statusCode, statusMessage };
  }

  function checkVersion(request) {
    if (!request || typeof request !== 'object') return 'The request must be an object';
    if (request.apiVersion !== 2 || request.apiVersionMinor !== 0) return 'apiVersion must be 2 and apiVersionMinor 0';
    const methods = request.allowedPaymentMethods;
    if (!Array.isArray(methods) || methods.length === 0) return 'allowedPaymentMethods must list at least one method';
    for (const method of methods) {
      if (method.type !== 'CARD') return `Unsupported payment method type ${method.type}`;
      const parameters = method.parameters || {};
      if (!Array.isArray(parameters.allowedAuthMethods) || parameters.allowedAuthMethods.length === 0) return 'CARD needs allowedAuthMethods';
      if (!Array.isArray(parameters.allowedCardNetworks) || parameters.allowedCardNetworks.length === 0) return 'CARD needs allowedCardNetworks';
    }
    return undefined;
  }

  function checkPaymentDataRequest(request) {
    const versionProblem = checkVersion(request);
    if (versionProblem) return versionProblem;
    for (const method of request.allowedPaymentMethods) {
      const tokenization = method.tokenizationSpecification;
      if (!tokenization || !tokenization.type || !tokenization.parameters) return 'CARD needs a tokenizationSpecification';
    }
    const info = request.transactionInfo;
    if (!info || typeof info.currencyCode !== 'string') return 'transactionInfo needs a currencyCode';
    if (info.totalPriceStatus === 'FINAL' && !/^\d+(\.\d{1,2})?$/.test(String(info.totalPrice))) {
      return 'A FINAL totalPriceStatus needs totalPrice as a decimal string such as "8.00"';
    }
    if (!request.merchantInfo || typeof request.merchantInfo !== 'object') return 'merchantInfo is required';
    if (request.callbackIntents !== undefined && !Array.isArray(request.callbackIntents)) return 'callbackIntents must be an array';
    return undefined;
  }

  function asksForAddress(request) {
    return request.shippingAddressRequired === true && Array.isArray(request.callbackIntents) && request.callbackIntents.includes('SHIPPING_ADDRESS');
  }

  // What onPaymentDataChanged sees before approval, and the full address the payment data carries.
  function intermediateAddress(address) {
    const { administrativeArea, countryCode, locality, postalCode } = address;
    return { administrativeArea, countryCode, locality, postalCode };
  }

  function fullAddress(address) {
    return { name: 'Sandbox Shopper', address1: address.street, ...intermediateAddress(address) };
  }

  class PaymentsClient {
    constructor(paymentOptions) {
      const environment = (paymentOptions && paymentOptions.environment) || 'TEST';
      if (!ENVIRONMENTS.includes(environment)) throw new Error(`Unsupported environment ${environment}`);
      this._environment = environment;
      this._callbacks = (paymentOptions && paymentOptions.paymentDataCallbacks) || {};
      this._sheet = undefined;
    }

    isReadyToPay(request) {
      const problem = checkVersion(request);
      if (problem) return Promise.reject(paymentsError('DEVELOPER_ERROR', problem));
      return Promise.resolve(request.existingPaymentMethodRequired ? { result: true, paymentMethodPresent: true } : { result: true });
    }

    prefetchPaymentData() {}

    loadPaymentData(request) {
      const problem = checkPaymentDataRequest(request);
      if (problem) return Promise.reject(paymentsError('DEVELOPER_ERROR', problem));
      if (this._sheet && this._sheet.isOpen) return Promise.reject(paymentsError('DEVELOPER_ERROR', 'A payment sheet is already open'));
      const withAddress = asksForAddress(request);
      const onPaymentDataChanged = this._callbacks.onPaymentDataChanged;
      if (withAddress && typeof onPaymentDataChanged !== 'function') {
        return Promise.reject(paymentsError('DEVELOPER_ERROR', 'The SHIPPING_ADDRESS callback intent needs paymentDataCallbacks.onPaymentDataChanged'));
      }
      const info = request.transactionInfo;
      const merchantName = (request.merchantInfo && request.merchantInfo.merchantName) || 'the merchant';
      let trigger = 'INITIALIZE';
      const delivery = withAddress
        ? {
            addresses: Sheet.addresses,
            // The page answers with a PaymentDataRequestUpdate; an error keeps the sheet from paying.
            onAddress: (value) => {
              const callbackTrigger = trigger;
              trigger = 'SHIPPING_ADDRESS';
              Promise.resolve()
                .then(() => onPaymentDataChanged({ callbackTrigger, shippingAddress: intermediateAddress(Sheet.testAddress(value)) }))
                .then(
                  (update) => sheet.answerAddress(update && update.error ? update.error.message || 'This address cannot be used.' : null),
                  () => sheet.answerAddress('An error occurred in the merchant callback.'),
                );
            },
          }
        : {};
      const sheet = Sheet.open({
        brand: 'google-pay',
        title: 'Google Pay',
        lines: [`Pay ${merchantName}`, `Total: ${info.currencyCode} ${info.totalPrice}`, 'Sandbox: no real payment is made.'],
        choices: TEST_CARDS.map((card) => ({ value: card.number, label: card.label })),
        confirmLabel: 'Pay',
        cancelLabel: 'Cancel',
        ...delivery,
      });
      this._sheet = sheet;
      return sheet.result.then((outcome) => {
        if (!outcome.confirmed) throw paymentsError('CANCELED', 'User closed the Payment Request UI.');
        const card = TEST_CARDS.find((candidate) => candidate.number === outcome.choice) || TEST_CARDS[0];
        return {
          apiVersion: 2,
          apiVersionMinor: 0,
          paymentMethodData: {
            type: 'CARD',
            description: card.label,
            info: { cardNetwork: card.network, cardDetails: card.number.slice(-4) },
            tokenizationData: { type: 'PAYMENT_GATEWAY', token: Sheet.testToken('googlePay', card.number) },
          },
          ...(withAddress ? { shippingAddress: fullAddress(Sheet.testAddress(outcome.address)) } : {}),
        };
      });
    }

    createButton(options) {
      if (!options || typeof options.onClick !== 'function') throw new Error('createButton needs an onClick function');
      const type = options.buttonType || 'buy';
      const look = BUTTON_COLORS[options.buttonColor || 'default'] || BUTTON_COLORS.default;
      const fill = options.buttonSizeMode === 'fill';
      const container = document.createElement('div');
      container.dataset.buttonColor = options.buttonColor || 'default';
      container.dataset.buttonType = type;
      container.dataset.buttonSizeMode = fill ? 'fill' : 'static';
      if (fill) container.style.setProperty('inline-size', '100%');
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('aria-label', BUTTON_LABELS[type] || BUTTON_LABELS.plain);
      button.textContent = BUTTON_LABELS[type] || BUTTON_LABELS.plain;
      const styles = {
        ...look,
        'min-block-size': '40px',
        'inline-size': fill ? '100%' : '240px',
        'border-radius': '4px',
        cursor: 'pointer',
        'font-family': 'system-ui, sans-serif',
        'font-size': '1rem',
      };
      for (const [property, value] of Object.entries(styles)) button.style.setProperty(property, value);
      button.addEventListener('click', (event) => options.onClick(event));
      container.append(button);
      return container;
    }
  }

  window.google = window.google || {};
  window.google.payments = window.google.payments || {};
  window.google.payments.api = window.google.payments.api || {};
  window.google.payments.api.PaymentsClient = PaymentsClient;
})();
