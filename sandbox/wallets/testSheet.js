// The "payment sheet" shared by the wallet stand-ins: an in-page modal dialog where the shopper
// picks a test card and approves or cancels. Served in front of each stand-in script, so every
// wallet script stays a single file for the merchant page. TEST only: no real payment happens.
(() => {
  if (window.PaymentSandboxWalletSheet) return;

  let sequence = 0;

  // Styles are set through the CSSOM, which a strict style-src (no 'unsafe-inline') still allows.
  function styled(tag, styles = {}, text) {
    const element = document.createElement(tag);
    for (const [property, value] of Object.entries(styles)) element.style.setProperty(property, value);
    if (text !== undefined) element.textContent = text;
    return element;
  }

  function base64Url(text) {
    return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  /**
   * Delivery addresses a sheet offers when the page asks for one. Until the payment is approved
   * wallets hand over only what prices a delivery; the street comes after.
   */
  const TEST_ADDRESSES = [
    {
      value: 'gb',
      label: '10 Downing Street, London SW1A 2AA, United Kingdom',
      street: '10 Downing Street',
      locality: 'London',
      administrativeArea: '',
      postalCode: 'SW1A 2AA',
      countryCode: 'GB',
      country: 'United Kingdom',
    },
    {
      value: 'us',
      label: '1 Apple Park Way, Cupertino, CA 95014, United States',
      street: '1 Apple Park Way',
      locality: 'Cupertino',
      administrativeArea: 'CA',
      postalCode: '95014',
      countryCode: 'US',
      country: 'United States',
    },
  ];

  function testAddress(value) {
    return TEST_ADDRESSES.find((address) => address.value === value) || TEST_ADDRESSES[0];
  }

  /** The token of the sandbox contract: base64url JSON {wallet, testCard}. */
  function testToken(wallet, testCard) {
    return base64Url(JSON.stringify({ wallet, testCard }));
  }

  function focusableIn(container) {
    const candidates = container.querySelectorAll('button, input');
    return Array.from(candidates).filter((element) => !element.disabled && (element.type !== 'radio' || element.checked));
  }

  /**
   * Opens the sheet. options: { brand, title, lines: string[], choices?: [{ value, label }],
   * confirmLabel, cancelLabel, keepOpenOnConfirm?, addresses?: [{ value, label }], onAddress?(value) }.
   * Returns { result, busy(text), answerAddress(errorText), close() }; result resolves once with
   * { confirmed: true, choice, address } or { confirmed: false }. With addresses, onAddress hears
   * the picked one (the first at once) and the sheet cannot pay until answerAddress(null) accepts it.
   */
  function open(options) {
    sequence += 1;
    const id = `payment-sandbox-sheet-${sequence}`;
    const previousFocus = document.activeElement;

    const backdrop = styled('div', {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      'align-items': 'center',
      'justify-content': 'center',
      background: 'rgba(0, 0, 0, 0.55)',
      'z-index': '2147483647',
      'font-family': 'system-ui, sans-serif',
    });
    backdrop.dataset.paymentSandboxSheet = options.brand;

    const dialog = styled('div', {
      background: '#fff',
      color: '#111',
      'border-radius': '12px',
      padding: '20px 24px',
      'min-inline-size': '280px',
      'max-inline-size': '90vw',
      'box-shadow': '0 12px 32px rgba(0, 0, 0, 0.35)',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', `${id}-title`);
    dialog.setAttribute('aria-describedby', `${id}-lines`);

    const title = styled('h2', { margin: '0 0 8px', 'font-size': '1.2rem' }, options.title);
    title.id = `${id}-title`;
    const lines = styled('div', { margin: '0 0 12px' });
    lines.id = `${id}-lines`;
    for (const line of options.lines || []) lines.append(styled('p', { margin: '4px 0' }, line));
    dialog.append(title, lines);

    /** A group of radios, the first one checked; returns the radios (none for no items). */
    function radioGroup(legend, items, name) {
      if (!items || items.length === 0) return [];
      const fieldset = styled('fieldset', { border: '1px solid #ccc', 'border-radius': '8px', margin: '0 0 12px', padding: '8px 12px' });
      fieldset.append(styled('legend', {}, legend));
      const group = items.map((item, index) => {
        const label = styled('label', { display: 'flex', gap: '8px', 'align-items': 'center', padding: '4px 0' });
        const radio = document.createElement('input');
        radio.type = 'radio';
        radio.name = `${id}-${name}`;
        radio.value = item.value;
        radio.checked = index === 0;
        label.append(radio, document.createTextNode(item.label));
        fieldset.append(label);
        return radio;
      });
      dialog.append(fieldset);
      return group;
    }

    const radios = radioGroup('Test card', options.choices, 'choice');
    const addressRadios = radioGroup('Delivery address', options.addresses, 'address');
    for (const radio of addressRadios) {
      radio.addEventListener('change', () => {
        if (radio.checked) askAboutAddress();
      });
    }

    const status = styled('p', { margin: '0 0 12px', 'min-block-size': '1.2em' });
    status.setAttribute('role', 'status');
    const actions = styled('div', { display: 'flex', gap: '8px', 'justify-content': 'flex-end' });
    const buttonStyle = { padding: '8px 16px', 'border-radius': '6px', 'font-size': '1rem', cursor: 'pointer' };
    const cancelButton = styled('button', { ...buttonStyle, background: '#fff', color: '#111', border: '1px solid #888' }, options.cancelLabel);
    const confirmButton = styled('button', { ...buttonStyle, background: '#111', color: '#fff', border: '1px solid #111' }, options.confirmLabel);
    cancelButton.type = 'button';
    confirmButton.type = 'button';
    actions.append(cancelButton, confirmButton);
    dialog.append(status, actions);
    backdrop.append(dialog);

    let settle;
    const result = new Promise((resolve) => {
      settle = resolve;
    });
    let settled = false;
    let closed = false;
    let isBusy = false;

    function chosen() {
      const checked = radios.find((radio) => radio.checked);
      return checked ? checked.value : undefined;
    }

    function chosenAddress() {
      const checked = addressRadios.find((radio) => radio.checked);
      return checked ? checked.value : undefined;
    }

    // Like a native sheet, paying waits for the merchant's answer about the delivery address.
    function askAboutAddress() {
      if (!options.onAddress || isBusy) return;
      // One question at a time: the choice stays put until the merchant has answered.
      for (const control of [...addressRadios, confirmButton]) control.disabled = true;
      status.textContent = 'Checking the delivery address…';
      options.onAddress(chosenAddress());
    }

    function keepFocusInside(event) {
      if (!dialog.contains(event.target)) (focusableIn(dialog)[0] || dialog).focus();
    }

    function close() {
      if (closed) return;
      closed = true;
      document.removeEventListener('focusin', keepFocusInside, true);
      backdrop.remove();
      if (previousFocus && previousFocus.isConnected && typeof previousFocus.focus === 'function') previousFocus.focus();
    }

    function finish(confirmed) {
      if (settled) return;
      settled = true;
      settle(confirmed ? { confirmed: true, choice: chosen(), address: chosenAddress() } : { confirmed: false });
    }

    function cancel() {
      if (isBusy) return;
      finish(false);
      close();
    }

    confirmButton.addEventListener('click', () => {
      if (isBusy) return;
      finish(true);
      if (!options.keepOpenOnConfirm) close();
    });
    cancelButton.addEventListener('click', cancel);
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancel();
        return;
      }
      if (event.key !== 'Tab') return;
      // Focus cycles inside the sheet, as in a native payment sheet.
      const focusable = focusableIn(dialog);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    });

    dialog.tabIndex = -1;
    document.body.append(backdrop);
    document.addEventListener('focusin', keepFocusInside, true);
    (radios.find((radio) => radio.checked) || confirmButton).focus();
    if (addressRadios.length > 0) askAboutAddress();

    return {
      result,
      /** Shows progress after approval and locks the sheet until it is closed. */
      busy(text) {
        isBusy = true;
        status.textContent = text;
        for (const control of [...radios, ...addressRadios, confirmButton, cancelButton]) control.disabled = true;
        dialog.focus();
      },
      /** The merchant's answer about the picked delivery address: null accepts it, a text refuses it. */
      answerAddress(errorText) {
        if (isBusy) return;
        status.textContent = errorText || '';
        for (const radio of addressRadios) radio.disabled = false;
        confirmButton.disabled = Boolean(errorText);
      },
      close,
      get isOpen() {
        return !closed;
      },
    };
  }

  window.PaymentSandboxWalletSheet = { open, testToken, addresses: TEST_ADDRESSES.map(({ value, label }) => ({ value, label })), testAddress };
})();
