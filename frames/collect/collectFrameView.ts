import { cardBin, cardNumberDigits, maskCardNumber, splitExpiryValidity, type CardNetwork } from '../../headless/core/card';
import { BIN_LOOKUP } from '../../headless/core/binLookup/constants';
import type { CollectElementState, ValidateResponse } from '../../headless/core/collect/collectFramePort';
import type { Environment } from '../../headless/core/client/clientConstants';
import { VALUE_BEARING_TYPES } from '../../headless/core/collect/constants';
import type { ElementDefinition } from '../../headless/core/frame/elementDefinition';
import type { ElementEvent } from '../../headless/core/frame/elementTypes';
import type { Locale } from '../../headless/core/i18n/translate';
import { showCardNetwork } from '../card/cardIcon';
import { frameTexts } from './collectFrameTexts';
import { createElementField, radioGroupName, type ElementField } from './elementField';
import { checkType, expiryFormatsOf, isCardType, isTextType, submittedValue, typeErrorKey } from './elementRules';
import { applicableRules, merchantRuleError } from './merchantRules';

export interface CollectFrameOptions {
  rows: ElementDefinition[][];
  env: Environment;
  locale: Locale;
}

export interface CollectFrameViewEvents {
  onElement(name: string, event: ElementEvent, state: CollectElementState): void;
}

export interface CollectFrameView {
  readonly form: HTMLFormElement;
  /** Re-renders one element with its new configuration, keeping its value when the type stays. */
  update(definition: ElementDefinition): void;
  setValue(name: string, value: string): void;
  clearValue(name: string): void;
  /** Empties every element and hides every error. */
  reset(): void;
  /** Says, in an alert under the fields, that the details were not sent (the merchant's token failed). */
  showBearerTokenFailure(): void;
  /** Checks every element and shows the errors of the invalid ones. */
  validate(): ValidateResponse;
  /** Stored values per element, for the records call only. */
  values(): { definition: ElementDefinition; value: string }[];
}

interface Entry extends ElementField {
  definition: ElementDefinition;
  readonly id: string;
  state: CollectElementState;
  focused: boolean;
}

/**
 * A collect container's elements inside the secure frame: plain DOM, one flex row per layout
 * row, each element checked by its type, `required` and the merchant's rules.
 */
export function renderCollectFrame(root: HTMLElement, options: CollectFrameOptions, events: CollectFrameViewEvents): CollectFrameView {
  const doc = root.ownerDocument;
  const text = frameTexts(options.locale);
  const entries = new Map<string, Entry>();
  let network: CardNetwork | null = null;

  const form = doc.createElement('form');
  form.className = 'pc-Form';
  form.noValidate = true;
  form.setAttribute('autocomplete', 'on');

  const all = () => [...entries.values()];
  const byType = (type: ElementDefinition['type']) => all().find((entry) => entry.definition.type === type);
  const radioGroup = (entry: Entry) =>
    all().filter((other) => other.definition.type === 'RADIO' && radioGroupName(other.definition) === radioGroupName(entry.definition));

  /** The raw value: typed text, a checked choice's value, the selected option. */
  function read(entry: Entry): string {
    const { type, value = '' } = entry.definition;
    if (type === 'CHECKBOX') return (entry.control as HTMLInputElement).checked ? value : '';
    if (type === 'RADIO') return radioGroup(entry).find((radio) => (radio.control as HTMLInputElement).checked)?.definition.value ?? '';
    return entry.control.value;
  }

  function write(entry: Entry, value: string) {
    const { type } = entry.definition;
    if (type === 'CHECKBOX' || type === 'RADIO') (entry.control as HTMLInputElement).checked = value !== '' && value === entry.definition.value;
    else entry.control.value = value;
  }

  const storedValue = (entry: Entry) => submittedValue(entry.definition.type, checkType(entry.definition.type, read(entry), network, expiryFormatsOf(entry.definition)).display);
  const valueOf = (name: string) => {
    const entry = entries.get(name);
    return entry ? storedValue(entry) : undefined;
  };
  const rulesOf = (definition: ElementDefinition) => applicableRules(definition.validations, definition.type, (name) => entries.get(name)?.definition.type);

  /** Recomputes an element's state and error text from its control; returns the error, if any. */
  function refresh(entry: Entry): string | null {
    const { definition } = entry;
    const { type } = definition;
    const check = checkType(type, read(entry), network, expiryFormatsOf(definition));
    if (isTextType(type) && entry.control.value !== check.display) entry.control.value = check.display;
    const value = submittedValue(type, check.display);
    let typeValid = check.isValid;
    const month = byType('EXPIRATION_MONTH');
    const year = byType('EXPIRATION_YEAR');
    const yearFormat = year ? expiryFormatsOf(year.definition).year : 'YY';
    if ((type === 'EXPIRATION_MONTH' || type === 'EXPIRATION_YEAR') && month && year) {
      // Split month and year are valid only together: the date must not have passed, in the year element's own format.
      const split = splitExpiryValidity(month.control.value, year.control.value, yearFormat, new Date());
      if (split !== null) typeValid &&= split;
    }
    const error = check.isEmpty
      ? definition.required
        ? text('collect.error.required')
        : null
      : !typeValid
        ? text(typeErrorKey(type))
        : merchantRuleError(rulesOf(definition), value, valueOf, text);
    const state: CollectElementState = {
      isEmpty: check.isEmpty,
      isComplete: check.isComplete,
      isValid: error === null,
      isFocused: entry.focused,
      isRequired: definition.required,
      network: isCardType(type) ? check.network : null,
      value,
    };
    if (type === 'CARD_NUMBER') {
      const digits = cardNumberDigits(check.display);
      if (digits.length >= BIN_LOOKUP.minDigits) {
        state.bin = cardBin(digits);
        state.maskedValue = maskCardNumber(digits);
      }
    }
    entry.state = state;
    entry.control.toggleAttribute('data-empty', state.isEmpty);
    entry.control.toggleAttribute('data-complete', state.isComplete && state.isValid);
    return error;
  }

  /** Shows the error once the shopper has finished with the field, or at once when forced. */
  function showError(entry: Entry, error: string | null, force: boolean) {
    const { state } = entry;
    const invalid = error !== null && (force || (!state.isEmpty && (!state.isFocused || state.isComplete)));
    const controls = entry.definition.type === 'RADIO' ? radioGroup(entry).map((radio) => radio.control) : [entry.control];
    for (const control of controls) control.setAttribute('aria-invalid', String(invalid));
    entry.field.toggleAttribute('data-invalid', invalid);
    entry.error.textContent = invalid ? error : '';
  }

  /** Values reach the parent only for non-card, non-PIN types, and only in TEST (SEC-5). */
  function emit(event: ElementEvent, entry: Entry) {
    const { value, ...rest } = entry.state;
    const visible = options.env === 'TEST' && VALUE_BEARING_TYPES.includes(entry.definition.type);
    events.onElement(entry.definition.name, event, visible ? { ...rest, value } : rest);
  }

  /** The number's network drives the CVC's length and the icon; a re-rendered number is painted too. */
  function applyNetwork(next: CardNetwork | null) {
    network = next;
    const number = byType('CARD_NUMBER');
    number?.field.setAttribute('data-network', network ?? 'default');
    const icon = number?.icon;
    if (!icon) return;
    showCardNetwork(icon, network, text('cardForm.cardNetwork'));
  }

  /** Elements whose state hangs on this one: the CVC on the number, split expiry parts, match rules. */
  function dependents(entry: Entry): Entry[] {
    const { type, name } = entry.definition;
    return all().filter((other) => {
      if (other === entry) return false;
      const otherType = other.definition.type;
      if (type === 'CARD_NUMBER' && isCardType(otherType)) return true;
      if (type === 'RADIO' && otherType === 'RADIO' && radioGroupName(other.definition) === radioGroupName(entry.definition)) return true;
      if ((type === 'EXPIRATION_MONTH' && otherType === 'EXPIRATION_YEAR') || (type === 'EXPIRATION_YEAR' && otherType === 'EXPIRATION_MONTH')) return true;
      return rulesOf(other.definition).some((rule) => rule.type === 'ELEMENT_VALUE_MATCH_RULE' && rule.params.element === name);
    });
  }

  function handle(entry: Entry, event: ElementEvent) {
    const error = refresh(entry);
    if (entry.definition.type === 'CARD_NUMBER') applyNetwork(entry.state.network as CardNetwork | null);
    showError(entry, error, false);
    emit(event, entry);
    for (const other of dependents(entry)) {
      const before = JSON.stringify(other.state);
      const otherError = refresh(other);
      showError(other, otherError, false);
      if (JSON.stringify(other.state) !== before) emit('CHANGE', other);
    }
  }

  function build(definition: ElementDefinition, id: string): Entry {
    const entry: Entry = { ...createElementField(doc, definition, id, text), definition, id, state: {} as CollectElementState, focused: false };
    const { control } = entry;
    // A replaced element's old control may still fire (blur on removal): only the current one counts.
    const on = (type: string, listener: (event: Event) => void) =>
      control.addEventListener(type, (event) => {
        if (entries.get(definition.name) === entry) listener(event);
      });
    on(isTextType(definition.type) ? 'input' : 'change', () => handle(entry, 'CHANGE'));
    on('focus', () => {
      entry.focused = true;
      handle(entry, 'FOCUS');
    });
    on('blur', () => {
      entry.focused = false;
      handle(entry, 'BLUR');
    });
    on('keydown', (event) => {
      // Enter submits from any single-line control; in a textarea it starts a new line.
      const { key, isComposing } = event as KeyboardEvent;
      if (key !== 'Enter' || isComposing || definition.type === 'TEXTAREA') return;
      event.preventDefault();
      emit('SUBMIT', entry);
    });
    return entry;
  }

  let counter = 0;
  for (const row of options.rows) {
    const rowElement = doc.createElement('div');
    rowElement.className = 'pc-Row';
    for (const definition of row) {
      const entry = build(definition, `pc-element-${(counter += 1)}`);
      entries.set(definition.name, entry);
      rowElement.append(entry.field);
    }
    form.append(rowElement);
  }
  root.replaceChildren(form);
  for (const entry of all()) {
    refresh(entry);
    emit('READY', entry);
  }

  return {
    form,
    update(definition) {
      const old = entries.get(definition.name);
      if (!old) return;
      const raw = read(old);
      const entry = build(definition, old.id);
      entries.set(definition.name, entry);
      old.field.replaceWith(entry.field);
      // New rules on a value that never leaves the frame start from empty: otherwise rule after
      // rule, each answered by isValid, could spell the value out to the page (SEC-23).
      const sameRules = JSON.stringify(definition.validations) === JSON.stringify(old.definition.validations);
      if (definition.type === old.definition.type && (sameRules || VALUE_BEARING_TYPES.includes(definition.type))) write(entry, raw);
      handle(entry, 'CHANGE');
    },
    setValue(name, value) {
      const entry = entries.get(name);
      if (!entry) return;
      write(entry, value);
      handle(entry, 'CHANGE');
    },
    clearValue(name) {
      const entry = entries.get(name);
      if (!entry) return;
      write(entry, '');
      handle(entry, 'CHANGE');
    },
    showBearerTokenFailure() {
      let alert = form.querySelector<HTMLElement>('.pc-FormError');
      if (!alert) {
        alert = doc.createElement('p');
        alert.className = 'pc-FormError';
        alert.setAttribute('role', 'alert');
        form.append(alert);
      }
      alert.textContent = text('collect.error.notSent');
    },
    reset() {
      form.querySelector('.pc-FormError')?.remove();
      for (const entry of all()) write(entry, '');
      applyNetwork(null);
      for (const entry of all()) {
        showError(entry, refresh(entry), false);
        emit('CHANGE', entry);
      }
    },
    validate() {
      const invalidElements: string[] = [];
      for (const entry of all()) {
        const error = refresh(entry);
        showError(entry, error, true);
        if (error !== null) invalidElements.push(entry.definition.name);
      }
      return { isValid: invalidElements.length === 0, invalidElements };
    },
    values: () => all().map((entry) => ({ definition: entry.definition, value: storedValue(entry) })),
  };
}
