import { cardBin, cardNumberDigits, maskCardNumber, isCardNetwork, splitExpiryValidity, type CardNetwork } from '../../headless/core/card';
import { BIN_LOOKUP } from '../../headless/core/binLookup/constants';
import type { CardElementType, ElementState } from '../../headless/core/frame/elementTypes';
import type { FrameConfiguration } from '../../headless/core/frame/messages';
import { CARD_FRAME_CATALOGS } from '../../headless/core/i18n/cardFrameMessages';
import { createCardIcon, showCardNetwork } from './cardIcon';
import { checkField, type ExpiryFormats } from './fieldRules';

interface FieldSpec {
  element: CardElementType;
  name: string;
  autocomplete: string;
  textKey: string;
  /** The error text shown under the field; split expiry parts share the date's. */
  errorKey: string;
  numeric: boolean;
  required: boolean;
}

const FIELD_SPECS: Record<CardElementType, FieldSpec> = {
  CARD_NUMBER: { element: 'CARD_NUMBER', name: 'cardnumber', autocomplete: 'cc-number', textKey: 'cardNumber', errorKey: 'cardNumber', numeric: true, required: true },
  CARDHOLDER_NAME: { element: 'CARDHOLDER_NAME', name: 'ccname', autocomplete: 'cc-name', textKey: 'cardholderName', errorKey: 'cardholderName', numeric: false, required: true },
  EXPIRATION_DATE: { element: 'EXPIRATION_DATE', name: 'exp-date', autocomplete: 'cc-exp', textKey: 'expiryDate', errorKey: 'expiryDate', numeric: true, required: true },
  EXPIRATION_MONTH: { element: 'EXPIRATION_MONTH', name: 'exp-month', autocomplete: 'cc-exp-month', textKey: 'expiryMonth', errorKey: 'expiryDate', numeric: true, required: true },
  EXPIRATION_YEAR: { element: 'EXPIRATION_YEAR', name: 'exp-year', autocomplete: 'cc-exp-year', textKey: 'expiryYear', errorKey: 'expiryDate', numeric: true, required: true },
  CVV: { element: 'CVV', name: 'cvc', autocomplete: 'cc-csc', textKey: 'securityCode', errorKey: 'securityCode', numeric: true, required: true },
};

/** Default rows (PC-CARDFORM-3): number, optional holder, then expiry and CVC. */
export function cardFormRows(configuration: FrameConfiguration): CardElementType[][] {
  const rows: CardElementType[][] = [['CARD_NUMBER']];
  if (configuration.showCardholderName) rows.push(['CARDHOLDER_NAME']);
  rows.push(configuration.expiryFields === 'single' ? ['EXPIRATION_DATE', 'CVV'] : ['EXPIRATION_MONTH', 'EXPIRATION_YEAR', 'CVV']);
  return rows;
}

export interface CardFormViewEvents {
  onElement(event: 'CHANGE' | 'FOCUS' | 'BLUR', element: CardElementType, state: ElementState): void;
  onSubmit(): void;
}

export interface CardFormView {
  readonly form: HTMLFormElement;
  /** The BIN lookup's network wins over detection; null returns to detection. */
  setNetwork(network: string | null): void;
  /** Raw values, for the tokenize call only. */
  values(): Partial<Record<CardElementType, string>>;
  focus(element: CardElementType): void;
  /** Shows the error of every invalid field, e.g. after a refused collect. */
  revealErrors(): void;
}

/** The card form inside the frame: plain DOM, labelled inputs with standard autocomplete tokens. */
export function renderCardForm(doc: Document, configuration: FrameConfiguration, events: CardFormViewEvents): CardFormView {
  const catalog: Record<string, string> = CARD_FRAME_CATALOGS[configuration.locale];
  const text = (key: string) => configuration.texts[key] ?? catalog[key] ?? '';
  const formats: ExpiryFormats = { date: configuration.expiryDateFormat, year: configuration.expiryYearFormat };
  // A format other than the default shows itself as the placeholder, unless the merchant set one.
  const placeholder = (key: string) =>
    (key === 'expiryDate' && formats.date !== 'MM/YY') || (key === 'expiryYear' && formats.year !== 'YY')
      ? configuration.texts[`cardForm.placeholder.${key}`] ?? (key === 'expiryDate' ? formats.date : formats.year)
      : text(`cardForm.placeholder.${key}`);
  const inputs = new Map<CardElementType, HTMLInputElement>();
  const errors = new Map<CardElementType, HTMLElement>();
  const fields = new Map<CardElementType, HTMLElement>();
  const states = new Map<CardElementType, ElementState>();
  let detected: CardNetwork | null = null;
  let lookedUp: CardNetwork | null = null;
  let network: CardNetwork | null = null;
  let icon: HTMLImageElement | null = null;

  const form = doc.createElement('form');
  form.className = 'pc-Form';
  form.noValidate = true;
  form.setAttribute('autocomplete', 'on');

  function currentState(element: CardElementType, focused: boolean): ElementState {
    const input = inputs.get(element)!;
    const check = checkField(element, input.value, network, formats);
    let isValid = check.state.isValid;
    if ((element === 'EXPIRATION_MONTH' || element === 'EXPIRATION_YEAR') && inputs.has('EXPIRATION_YEAR')) {
      const split = splitExpiryValidity(inputs.get('EXPIRATION_MONTH')!.value, inputs.get('EXPIRATION_YEAR')!.value, formats.year, new Date());
      if (split !== null) isValid &&= split;
    }
    const state: ElementState = { ...check.state, network, isValid, isFocused: focused, isRequired: FIELD_SPECS[element].required };
    if (element === 'CARD_NUMBER') {
      const digits = cardNumberDigits(input.value);
      if (digits.length >= BIN_LOOKUP.minDigits) {
        state.bin = cardBin(digits);
        state.maskedValue = maskCardNumber(digits);
      }
    }
    return state;
  }

  function applyNetwork() {
    const next = lookedUp ?? detected;
    if (next === network) return;
    network = next;
    fields.get('CARD_NUMBER')?.setAttribute('data-network', network ?? 'default');
    if (icon) showCardNetwork(icon, network, text('cardForm.cardNetwork'), configuration.assetsUrl);
    if (inputs.has('CVV')) update('CVV', 'CHANGE', false);
  }

  function showError(element: CardElementType, state: ElementState, force: boolean) {
    const input = inputs.get(element)!;
    const invalid = !state.isValid && (force || (!state.isEmpty && (!state.isFocused || state.isComplete)));
    input.setAttribute('aria-invalid', String(invalid));
    fields.get(element)?.toggleAttribute('data-invalid', invalid);
    errors.get(element)!.textContent = invalid ? text(`cardForm.error.${FIELD_SPECS[element].errorKey}`) : '';
  }

  function update(element: CardElementType, event: 'CHANGE' | 'FOCUS' | 'BLUR', focused: boolean) {
    const input = inputs.get(element)!;
    const check = checkField(element, input.value, network, formats);
    if (input.value !== check.display) input.value = check.display;
    if (element === 'CARD_NUMBER') {
      detected = check.state.network as CardNetwork | null;
      if (cardNumberDigits(input.value).length < BIN_LOOKUP.minDigits) lookedUp = null;
      applyNetwork();
    }
    const state = currentState(element, focused);
    states.set(element, state);
    input.toggleAttribute('data-empty', state.isEmpty);
    input.toggleAttribute('data-complete', state.isComplete && state.isValid);
    showError(element, state, false);
    events.onElement(event, element, state);
  }

  for (const row of cardFormRows(configuration)) {
    const rowElement = doc.createElement('div');
    rowElement.className = 'pc-Row';
    for (const element of row) {
      const spec = FIELD_SPECS[element];
      const id = `pc-${spec.name}`;
      const field = doc.createElement('div');
      field.className = `pc-Field pc-Field--${spec.name}`;
      const label = doc.createElement('label');
      label.className = 'pc-Label';
      label.htmlFor = id;
      label.textContent = text(`cardForm.label.${spec.textKey}`);
      const input = doc.createElement('input');
      Object.assign(input, { id, name: spec.name, type: 'text', autocomplete: spec.autocomplete, spellcheck: false });
      input.className = 'pc-Input';
      input.placeholder = placeholder(spec.textKey);
      input.required = spec.required;
      input.setAttribute('aria-invalid', 'false');
      input.setAttribute('aria-describedby', `${id}-error`);
      if (spec.numeric) {
        input.inputMode = 'numeric';
        input.dir = 'ltr';
      }
      const error = doc.createElement('div');
      error.id = `${id}-error`;
      error.className = 'pc-Error';
      error.setAttribute('aria-live', 'polite');
      input.addEventListener('input', () => update(element, 'CHANGE', true));
      input.addEventListener('focus', () => update(element, 'FOCUS', true));
      input.addEventListener('blur', () => update(element, 'BLUR', false));
      const control = doc.createElement('div');
      control.className = 'pc-Control';
      control.append(input);
      if (element === 'CARD_NUMBER' && configuration.enableCardIcon) {
        icon = createCardIcon(doc, configuration.assetsUrl);
        control.append(icon);
      }
      if (element === 'CARD_NUMBER') field.setAttribute('data-network', 'default');
      field.append(label, control, error);
      fields.set(element, field);
      rowElement.append(field);
      inputs.set(element, input);
      errors.set(element, error);
    }
    form.append(rowElement);
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    events.onSubmit();
  });
  // A hidden submit button lets Enter submit the form in every browser.
  const submit = doc.createElement('button');
  submit.type = 'submit';
  submit.hidden = true;
  submit.tabIndex = -1;
  form.append(submit);

  for (const element of inputs.keys()) {
    const state = currentState(element, false);
    states.set(element, state);
    events.onElement('CHANGE', element, state);
  }

  return {
    form,
    setNetwork(next) {
      lookedUp = next && isCardNetwork(next) && cardNumberDigits(inputs.get('CARD_NUMBER')?.value ?? '').length >= BIN_LOOKUP.minDigits ? next : null;
      applyNetwork();
      const input = inputs.get('CARD_NUMBER');
      if (input) update('CARD_NUMBER', 'CHANGE', input === doc.activeElement);
    },
    values: () => Object.fromEntries([...inputs].map(([element, input]) => [element, input.value])),
    focus: (element) => inputs.get(element)?.focus(),
    revealErrors() {
      for (const [element, state] of states) showError(element, state, true);
    },
  };
}
