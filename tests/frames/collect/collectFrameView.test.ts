import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCollectFrame, type CollectFrameViewEvents } from '../../../frames/collect/collectFrameView';
import { COLLECT_FRAME_CATALOGS } from '../../../frames/collect/collectFrameTexts';
import type { Environment } from '../../../headless/core/client/clientConstants';
import type { ElementDefinition, ElementType, ValidationRule } from '../../../headless/core/frame/elementDefinition';
import { CARD_FRAME_CATALOGS } from '../../../headless/core/i18n/cardFrameMessages';
import { collectElementStateSchema } from '../../../headless/core/collect/collectMessages';

const texts = { ...CARD_FRAME_CATALOGS.en, ...COLLECT_FRAME_CATALOGS.en };
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

function element(name: string, type: ElementType, overrides: Partial<ElementDefinition> = {}): ElementDefinition {
  return { name, type, table: 'cards', column: name, required: false, enableCardIcon: true, validations: [], ...overrides };
}

function mount(rows: ElementDefinition[][], env: Environment = 'TEST', locale: 'en' | 'ar' = 'en') {
  const onElement = vi.fn<CollectFrameViewEvents['onElement']>();
  const view = renderCollectFrame(document.body, { rows, env, locale }, { onElement });
  const control = (label: string) => {
    const byLabel = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
    const found = byLabel ? document.getElementById(byLabel.htmlFor) : document.querySelector(`[aria-label="${label}"]`);
    if (!found) throw new Error(`no control labelled ${label}`);
    return found as HTMLInputElement;
  };
  const type = (label: string, value: string) => {
    const input = control(label);
    input.focus();
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const blur = (label: string) => control(label).blur();
  const check = (label: string, checked = true) => {
    const input = control(label);
    input.checked = checked;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const select = (label: string, value: string) => {
    const input = control(label) as unknown as HTMLSelectElement;
    input.value = value;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  /** The last state sent for an element, and for which event. */
  const last = (name: string) => {
    const call = onElement.mock.calls.filter(([n]) => n === name).at(-1);
    return call ? { event: call[1], state: call[2] } : undefined;
  };
  const errorOf = (label: string) => document.getElementById(control(label).getAttribute('aria-describedby')!)!;
  return { view, onElement, control, type, blur, check, select, last, errorOf };
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('dir');
});

describe('collect frame rendering', () => {
  it('renders each layout row as a row of labelled fields with error lines described to assistive tech', () => {
    const { control, errorOf } = mount([
      [element('number', 'CARD_NUMBER', { required: true })],
      [element('expiry', 'EXPIRATION_DATE'), element('cvv', 'CVV')],
      [element('nickname', 'INPUT_FIELD', { label: 'Nickname', placeholder: 'Work card' })],
    ]);
    const rows = [...document.querySelectorAll('.pc-Row')].map((row) => row.querySelectorAll('input').length);
    expect(rows).toEqual([1, 2, 1]);
    expect(control('Card number').required).toBe(true);
    expect(control('CVC').required).toBe(false);
    expect(control('Nickname').placeholder).toBe('Work card');
    expect(control('Card number').placeholder).toBe(texts['cardForm.placeholder.cardNumber']);
    for (const label of ['Card number', 'Expiry date', 'CVC', 'Nickname']) {
      const error = errorOf(label);
      expect(error.getAttribute('aria-live')).toBe('polite');
      expect(control(label).getAttribute('aria-invalid')).toBe('false');
    }
  });

  it('gives card types their cc-* autocomplete tokens, numeric keyboards and a left-to-right number', () => {
    const { control } = mount(
      [
        [element('holder', 'CARDHOLDER_NAME')],
        [element('number', 'CARD_NUMBER')],
        [element('month', 'EXPIRATION_MONTH'), element('year', 'EXPIRATION_YEAR'), element('cvv', 'CVV')],
        [element('expiry', 'EXPIRATION_DATE')],
      ],
      'TEST',
      'ar',
    );
    const ar = CARD_FRAME_CATALOGS.ar;
    expect(control(ar['cardForm.label.cardholderName']).autocomplete).toBe('cc-name');
    expect(control(ar['cardForm.label.cardNumber']).autocomplete).toBe('cc-number');
    expect(control(ar['cardForm.label.cardNumber']).dir).toBe('ltr');
    expect(control(ar['cardForm.label.cardNumber']).inputMode).toBe('numeric');
    expect(control(ar['cardForm.label.expiryMonth']).autocomplete).toBe('cc-exp-month');
    expect(control(ar['cardForm.label.expiryYear']).autocomplete).toBe('cc-exp-year');
    expect(control(ar['cardForm.label.securityCode']).autocomplete).toBe('cc-csc');
    expect(control(ar['cardForm.label.expiryDate']).autocomplete).toBe('cc-exp');
  });

  it('renders a PIN with a numeric keyboard, a textarea, a checkbox, radios of one group and a dropdown', () => {
    const { control } = mount([
      [element('pin', 'PIN', { label: 'PIN' })],
      [element('notes', 'TEXTAREA', { label: 'Notes' })],
      [element('terms', 'CHECKBOX', { label: 'I agree', value: 'agreed' })],
      [element('monthly', 'RADIO', { column: 'plan', value: 'monthly', label: 'Monthly' }), element('yearly', 'RADIO', { column: 'plan', value: 'yearly' })],
      [element('country', 'DROPDOWN', { label: 'Country', placeholder: 'Choose', options: [{ text: 'France', value: 'FR' }, { text: 'Spain', value: 'ES' }] })],
    ]);
    expect(control('PIN').inputMode).toBe('numeric');
    expect(control('PIN').dir).toBe('ltr');
    expect(control('Notes').tagName).toBe('TEXTAREA');
    expect(control('I agree').type).toBe('checkbox');
    expect(control('I agree').value).toBe('agreed');
    // A radio without a label is named by its value.
    expect(control('yearly').type).toBe('radio');
    expect(control('Monthly').name).toBe(control('yearly').name);
    const options = [...(control('Country') as unknown as HTMLSelectElement).options].map((option) => [option.text, option.value]);
    expect(options).toEqual([['Choose', ''], ['France', 'FR'], ['Spain', 'ES']]);
  });

  it('names an unlabelled text field by its placeholder for assistive tech', () => {
    const { control } = mount([[element('code', 'INPUT_FIELD', { placeholder: 'Promo code' })]]);
    expect(control('Promo code').tagName).toBe('INPUT');
  });

  it('sends READY for every element once rendered', () => {
    const { onElement } = mount([[element('number', 'CARD_NUMBER')], [element('nickname', 'INPUT_FIELD')]]);
    expect(onElement.mock.calls.map(([name, event]) => [name, event])).toEqual([
      ['number', 'READY'],
      ['nickname', 'READY'],
    ]);
  });
});

describe('collect frame element rules', () => {
  it('formats the card number, detects its network and sends its BIN but never its digits', () => {
    const { type, control, last, onElement } = mount([[element('number', 'CARD_NUMBER')], [element('cvv', 'CVV')]]);
    type('Card number', '378282246310005');
    expect(control('Card number').value).toBe('3782 822463 10005');
    expect(last('number')).toEqual({
      event: 'CHANGE',
      state: { isEmpty: false, isComplete: true, isValid: true, isFocused: true, isRequired: false, network: 'amex', bin: '378282', maskedValue: '378282XXXXXXXXX' },
    });
    // The amex network asks a 4-digit CVC.
    type('CVC', '123');
    expect(last('cvv')!.state).toMatchObject({ isValid: false, network: 'amex' });
    type('CVC', '1234');
    expect(last('cvv')!.state).toMatchObject({ isValid: true });
    expect(JSON.stringify(onElement.mock.calls)).not.toMatch(/378282246310005|3782 822463|1234/);
  });

  it("reports the card number's masked value (BIN, then an X per digit) from 6 digits, and never a digit past the BIN", () => {
    const { view, type, last, onElement } = mount([[element('number', 'CARD_NUMBER')], [element('cvv', 'CVV')]]);
    type('Card number', '42424');
    expect(last('number')!.state).not.toHaveProperty('maskedValue');
    type('Card number', '4242424');
    expect(last('number')!.state.maskedValue).toBe('424242X');
    type('Card number', '378282246310005');
    expect(last('number')!.state.maskedValue).toBe('378282XXXXXXXXX');
    type('Card number', '4242424242424242');
    expect(last('number')!.state.maskedValue).toBe('42424242XXXXXXXX');
    view.setValue('number', '6799990100000000019');
    expect(last('number')!.state.maskedValue).toBe('67999901XXXXXXXXXXX');
    type('CVC', '123');
    expect(last('cvv')!.state).not.toHaveProperty('maskedValue');
    view.reset();
    expect(last('number')!.state).not.toHaveProperty('maskedValue');

    // The parent page accepts every state the frame sent, and none holds more than a BIN's digits.
    for (const [, , state] of onElement.mock.calls) expect(collectElementStateSchema.safeParse(state).success, JSON.stringify(state)).toBe(true);
    const sent = JSON.stringify(onElement.mock.calls).replace(/[\s-]/g, '');
    expect(sent).not.toMatch(/\d{9}/);
    for (const number of ['378282246310005', '4242424242424242', '6799990100000000019']) expect(sent).not.toContain(number);
  });

  it('checks an expiry date and split month and year together', () => {
    const single = mount([[element('expiry', 'EXPIRATION_DATE')]]);
    single.type('Expiry date', `12${nextYear}`);
    expect(single.control('Expiry date').value).toBe(`12 / ${nextYear}`);
    expect(single.last('expiry')!.state).toMatchObject({ isComplete: true, isValid: true });
    single.type('Expiry date', '1201');
    expect(single.last('expiry')!.state).toMatchObject({ isComplete: true, isValid: false });
    expect(single.view.values()).toEqual([{ definition: expect.objectContaining({ name: 'expiry' }), value: '12/01' }]);

    document.body.replaceChildren();
    const split = mount([[element('month', 'EXPIRATION_MONTH'), element('year', 'EXPIRATION_YEAR')]]);
    const lastYear = String((new Date().getFullYear() - 1) % 100).padStart(2, '0');
    split.type('Expiry month', '01');
    split.type('Expiry year', lastYear);
    expect(split.last('year')!.state.isValid).toBe(false);
    split.type('Expiry year', nextYear);
    expect(split.last('year')!.state.isValid).toBe(true);
    // The month's validity followed the year's change.
    expect(split.last('month')).toEqual({ event: 'CHANGE', state: expect.objectContaining({ isValid: true }) });
  });

  it("takes an expiry element's format: the card form's date formats, and a YYYY year the split check reads as such", () => {
    const fullNextYear = String(new Date().getFullYear() + 1);
    const single = mount([[element('expiry', 'EXPIRATION_DATE', { format: 'YYYY/MM' })]]);
    single.type('Expiry date', `${fullNextYear}12`);
    expect(single.control('Expiry date').value).toBe(`${fullNextYear} / 12`);
    expect(single.last('expiry')!.state).toMatchObject({ isComplete: true, isValid: true });
    expect(single.view.values()).toEqual([{ definition: expect.objectContaining({ name: 'expiry' }), value: `${fullNextYear}/12` }]);

    document.body.replaceChildren();
    const split = mount([[element('month', 'EXPIRATION_MONTH'), element('year', 'EXPIRATION_YEAR', { format: 'YYYY' })]]);
    split.type('Expiry month', '01');
    split.type('Expiry year', String(new Date().getFullYear() - 1));
    expect(split.last('year')!.state).toMatchObject({ isComplete: true, isValid: false });
    split.type('Expiry year', fullNextYear);
    expect(split.control('Expiry year').value).toBe(fullNextYear);
    expect(split.last('year')!.state).toMatchObject({ isComplete: true, isValid: true });
    expect(split.last('month')!.state.isValid).toBe(true);
  });

  it('says in an alert that the details were not sent when the merchant\'s bearer token failed, until reset', () => {
    const { view } = mount([[element('number', 'CARD_NUMBER')]]);
    view.showBearerTokenFailure();
    view.showBearerTokenFailure();
    const alerts = document.querySelectorAll('[role="alert"].pc-FormError');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toBe(texts['collect.error.notSent']);
    view.reset();
    expect(document.querySelectorAll('.pc-FormError')).toHaveLength(0);
  });

  it('takes 4 to 12 digits as a PIN and never sends the PIN to the parent, even in TEST', () => {
    const { type, blur, control, last, errorOf, onElement } = mount([[element('pin', 'PIN', { label: 'PIN' })]]);
    type('PIN', '12a3');
    expect(control('PIN').value).toBe('123');
    blur('PIN');
    expect(last('pin')).toEqual({ event: 'BLUR', state: expect.objectContaining({ isValid: false, isComplete: false }) });
    expect(errorOf('PIN').textContent).toBe(texts['collect.error.pin']);
    expect(control('PIN').getAttribute('aria-invalid')).toBe('true');
    type('PIN', '1234567890123');
    expect(control('PIN').value).toBe('123456789012');
    expect(last('pin')!.state).toMatchObject({ isValid: true, isComplete: true });
    expect(last('pin')!.state).not.toHaveProperty('value');
    expect(JSON.stringify(onElement.mock.calls)).not.toContain('123456789012');
  });

  it('sends the value of a value-bearing element in TEST only', () => {
    const test = mount([[element('nickname', 'INPUT_FIELD', { label: 'Nickname' })]], 'TEST');
    test.type('Nickname', 'Work card');
    expect(test.last('nickname')!.state.value).toBe('Work card');

    document.body.replaceChildren();
    const production = mount([[element('nickname', 'INPUT_FIELD', { label: 'Nickname' })]], 'PRODUCTION');
    production.type('Nickname', 'Work card');
    expect(production.last('nickname')!.state).not.toHaveProperty('value');
    expect(production.view.values()[0]!.value).toBe('Work card');
  });

  it('counts a checkbox as its value when checked and as empty when not', () => {
    const { check, last, view } = mount([[element('terms', 'CHECKBOX', { label: 'I agree', value: 'agreed', required: true })]]);
    check('I agree');
    expect(last('terms')!.state).toMatchObject({ isEmpty: false, isValid: true, value: 'agreed' });
    check('I agree', false);
    expect(last('terms')!.state).toMatchObject({ isEmpty: true, isValid: false, value: '' });
    expect(view.validate()).toEqual({ isValid: false, invalidElements: ['terms'] });
  });

  it('gives every radio of a column the value of the checked one', () => {
    const { check, last, view } = mount([
      [element('monthly', 'RADIO', { column: 'plan', value: 'monthly', required: true }), element('yearly', 'RADIO', { column: 'plan', value: 'yearly', required: true })],
    ]);
    expect(view.validate()).toEqual({ isValid: false, invalidElements: ['monthly', 'yearly'] });
    check('yearly');
    expect(last('yearly')!.state).toMatchObject({ value: 'yearly', isValid: true });
    // The other radio of the group changed with it.
    expect(last('monthly')).toEqual({ event: 'CHANGE', state: expect.objectContaining({ value: 'yearly', isValid: true }) });
    expect(view.values().map(({ value }) => value)).toEqual(['yearly', 'yearly']);
  });

  it('takes a dropdown value from the chosen option', () => {
    const { select, last } = mount([[element('country', 'DROPDOWN', { label: 'Country', options: [{ text: 'France', value: 'FR' }] })]]);
    select('Country', 'FR');
    expect(last('country')!.state).toMatchObject({ isEmpty: false, value: 'FR' });
  });

  it('shows the required error only on validate, and validate names every invalid element', () => {
    const { view, control, errorOf } = mount([[element('nickname', 'INPUT_FIELD', { label: 'Nickname', required: true })], [element('note', 'INPUT_FIELD', { label: 'Note' })]]);
    control('Nickname').focus();
    control('Nickname').blur();
    expect(errorOf('Nickname').textContent).toBe('');
    expect(view.validate()).toEqual({ isValid: false, invalidElements: ['nickname'] });
    expect(errorOf('Nickname').textContent).toBe(texts['collect.error.required']);
    expect(control('Nickname').getAttribute('aria-invalid')).toBe('true');
    // An empty optional field is valid.
    expect(errorOf('Note').textContent).toBe('');
  });

  it('sends SUBMIT on Enter from a single-line field, not from a textarea', () => {
    const { control, onElement } = mount([[element('nickname', 'INPUT_FIELD', { label: 'Nickname' })], [element('notes', 'TEXTAREA', { label: 'Notes' })]]);
    const enter = (label: string) => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true, bubbles: true });
      control(label).dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(enter('Nickname')).toBe(true);
    expect(enter('Notes')).toBe(false);
    expect(onElement.mock.calls.filter(([, event]) => event === 'SUBMIT').map(([name]) => name)).toEqual(['nickname']);
  });
});

describe('match rules never probe a card number, CVC or PIN (SEC-23)', () => {
  const secrets: [ElementType, string, string, string][] = [
    ['CVV', 'CVC', '123', '124'],
    ['PIN', 'pin', '4821', '4822'],
    ['CARD_NUMBER', 'Card number', '4242424242424242', '4242424242424241'],
  ];

  it.each(secrets)('a probe matched against a %s gets the same validity for the right guess and a wrong one', (type, label, secret, wrongGuess) => {
    const { view, type: typeInto, last } = mount([
      [element('number', 'CARD_NUMBER')],
      [element('secret', type, type === 'PIN' ? { label: 'pin' } : {})],
      [element('probe', 'INPUT_FIELD', { label: 'Probe', validations: [{ type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: 'secret' } }] })],
    ]);
    if (type === 'CVV') typeInto('Card number', '4242424242424242');
    typeInto(label, secret);
    const validity = (guess: string) => {
      view.setValue('probe', guess);
      return [last('probe')!.state.isValid, view.validate().invalidElements.includes('probe')];
    };
    expect(validity(secret)).toEqual(validity(wrongGuess));
    expect(validity(secret)).toEqual([true, false]);
  });

  it.each(secrets)('a regex or length rule on a %s gives the same validity whatever it asks', (type, label, secret) => {
    const rules = (validations: ValidationRule[]) => [[element('number', 'CARD_NUMBER')], [element('secret', type, { ...(type === 'PIN' ? { label: 'pin' } : {}), validations })]];
    const validityUnder = (validations: ValidationRule[]) => {
      document.body.innerHTML = '';
      const { view, type: typeInto, last } = mount(rules(validations));
      if (type === 'CVV') typeInto('Card number', '4242424242424242');
      typeInto(label, secret);
      return [last('secret')!.state.isValid, view.validate().invalidElements.includes('secret')];
    };
    const unruled = validityUnder([]);
    expect(validityUnder([{ type: 'REGEX_MATCH_RULE', params: { regex: `${secret[0]}.*` } }])).toEqual(unruled);
    expect(validityUnder([{ type: 'REGEX_MATCH_RULE', params: { regex: `[^${secret[0]}].*` } }])).toEqual(unruled);
    expect(validityUnder([{ type: 'LENGTH_MATCH_RULE', params: { max: secret.length - 1 } }])).toEqual(unruled);
    expect(unruled).toEqual([true, false]);
  });

  it('nor does a rule carried by the secret element against a value the page controls', () => {
    const { view, type: typeInto, last } = mount([
      [element('cvv', 'CVV', { validations: [{ type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: 'probe' } }] })],
      [element('probe', 'INPUT_FIELD', { label: 'Probe' })],
    ]);
    typeInto('CVC', '123');
    view.setValue('probe', '123');
    const right = last('cvv')!.state.isValid;
    view.setValue('probe', '124');
    expect(last('cvv')!.state.isValid).toBe(right);
  });
});

describe('merchant validation rules', () => {
  const withRules = (validations: ValidationRule[], extra: ElementDefinition[] = []) =>
    mount([[element('code', 'INPUT_FIELD', { label: 'Code', validations })], ...extra.map((definition) => [definition])]);

  it('REGEX_MATCH_RULE needs the whole value to match, with the rule error or the default', () => {
    const custom = withRules([{ type: 'REGEX_MATCH_RULE', params: { regex: '[a-z]+', error: 'Lower-case letters only' } }]);
    custom.type('Code', 'abc1');
    custom.blur('Code');
    expect(custom.last('code')!.state.isValid).toBe(false);
    expect(custom.errorOf('Code').textContent).toBe('Lower-case letters only');
    custom.type('Code', 'abc');
    expect(custom.last('code')!.state.isValid).toBe(true);

    document.body.replaceChildren();
    const plain = withRules([{ type: 'REGEX_MATCH_RULE', params: { regex: '\\d{3}' } }]);
    plain.type('Code', '1234');
    expect(plain.view.validate().isValid).toBe(false);
    expect(plain.errorOf('Code').textContent).toBe(texts['collect.error.invalid']);
  });

  it('LENGTH_MATCH_RULE checks min and max in characters', () => {
    const { type, view, errorOf, last } = withRules([{ type: 'LENGTH_MATCH_RULE', params: { min: 2, max: 4 } }]);
    type('Code', 'a');
    view.validate();
    expect(errorOf('Code').textContent).toBe(texts['collect.error.tooShort']);
    type('Code', 'abcde');
    view.validate();
    expect(errorOf('Code').textContent).toBe(texts['collect.error.tooLong']);
    // Four characters, eight UTF-16 units.
    type('Code', '😀😀😀😀');
    expect(last('code')!.state.isValid).toBe(true);
  });

  it('ELEMENT_VALUE_MATCH_RULE needs the same value as the other element, and follows its changes', () => {
    const email = element('email', 'INPUT_FIELD', { label: 'Email' });
    const { type, view, errorOf, last } = mount([
      [email],
      [element('confirm', 'INPUT_FIELD', { label: 'Confirm email', validations: [{ type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: 'email' } }] })],
    ]);
    type('Email', 'a@shop.example');
    type('Confirm email', 'a@shop.exampl');
    expect(last('confirm')!.state.isValid).toBe(false);
    expect(view.validate()).toEqual({ isValid: false, invalidElements: ['confirm'] });
    expect(errorOf('Confirm email').textContent).toBe(texts['collect.error.mismatch']);
    type('Email', 'a@shop.exampl');
    expect(last('confirm')).toEqual({ event: 'CHANGE', state: expect.objectContaining({ isValid: true }) });
  });
});

describe('collect frame operations', () => {
  it('sets, clears and resets values, formatting what is set', () => {
    const { view, control, last } = mount([[element('number', 'CARD_NUMBER')], [element('nickname', 'INPUT_FIELD', { label: 'Nickname' })]]);
    view.setValue('number', '4242424242424242');
    expect(control('Card number').value).toBe('4242 4242 4242 4242');
    expect(last('number')!.state).toMatchObject({ isValid: true, network: 'visa' });
    view.setValue('nickname', 'Work');
    view.clearValue('nickname');
    expect(last('nickname')!.state).toMatchObject({ isEmpty: true, value: '' });
    view.reset();
    expect(control('Card number').value).toBe('');
    expect(last('number')).toEqual({ event: 'CHANGE', state: expect.objectContaining({ isEmpty: true, network: null }) });
  });

  it('re-renders an updated element, keeping its value while the type stays', () => {
    const { view, control, type, last } = mount([[element('nickname', 'INPUT_FIELD', { label: 'Nickname' })]]);
    type('Nickname', 'Work');
    view.update(element('nickname', 'INPUT_FIELD', { label: 'Card nickname', required: true, validations: [{ type: 'LENGTH_MATCH_RULE', params: { min: 5 } }] }));
    expect(control('Card nickname').value).toBe('Work');
    expect(control('Card nickname').required).toBe(true);
    expect(last('nickname')!.state).toMatchObject({ isRequired: true, isValid: false });
    expect(document.querySelectorAll('input')).toHaveLength(1);
  });

  it('empties a card element whose rules change, so rules cannot probe its digits', () => {
    const { view, control, type, last } = mount([[element('number', 'CARD_NUMBER')]]);
    type('Card number', '4242424242424242');
    view.update(element('number', 'CARD_NUMBER', { placeholder: 'Your card' }));
    expect(control('Card number').value).toBe('4242 4242 4242 4242');
    view.update(element('number', 'CARD_NUMBER', { validations: [{ type: 'REGEX_MATCH_RULE', params: { regex: '4.*' } }] }));
    expect(control('Card number').value).toBe('');
    expect(last('number')!.state).toMatchObject({ isEmpty: true });
  });
});
