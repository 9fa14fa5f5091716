import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_FRAME_CATALOGS } from '../../../headless/core/i18n/cardFrameMessages';

const en = CARD_FRAME_CATALOGS.en;
import type { FrameConfiguration } from '../../../headless/core/frame/messages';
import { renderCardForm, type CardFormViewEvents } from '../../../frames/card/cardFormView';

const configuration = (overrides: Partial<FrameConfiguration> = {}): FrameConfiguration => ({
  locale: 'en',
  texts: {},
  showCardholderName: false,
  expiryFields: 'single',
  expiryDateFormat: 'MM/YY',
  expiryYearFormat: 'YY',
  enableCardIcon: true,
  ...overrides,
});

function mount(overrides?: Partial<FrameConfiguration>) {
  const onElement = vi.fn<CardFormViewEvents['onElement']>();
  const onSubmit = vi.fn();
  const view = renderCardForm(document, configuration(overrides), { onElement, onSubmit });
  document.body.replaceChildren(view.form);
  const input = (label: string) => {
    const labelElement = [...document.querySelectorAll('label')].find((l) => l.textContent === label)!;
    return document.getElementById(labelElement.htmlFor) as HTMLInputElement;
  };
  const type = (label: string, value: string) => {
    const element = input(label);
    element.focus();
    element.value = value;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
  return { view, onElement, onSubmit, input, type };
}

afterEach(() => document.body.replaceChildren());

describe('the frame card form', () => {
  it('renders labelled inputs with standard autocomplete tokens in the default rows', () => {
    const { input } = mount({ showCardholderName: true });
    expect(input('Card number').autocomplete).toBe('cc-number');
    expect(input('Card holder').autocomplete).toBe('cc-name');
    expect(input('Expiry date').autocomplete).toBe('cc-exp');
    expect(input('CVC').autocomplete).toBe('cc-csc');
    expect(input('Card number').placeholder).toBe('1234 1234 1234 1234');
    const rows = [...document.querySelectorAll('.pc-Row')].map((row) => row.querySelectorAll('input').length);
    expect(rows).toEqual([1, 1, 2]);
  });

  it('uses its own catalog per locale, with merchant overrides winning', () => {
    const { input } = mount({ locale: 'ar', texts: { 'cardForm.placeholder.cardNumber': '0000 0000 0000 0000' } });
    expect(input(CARD_FRAME_CATALOGS.ar['cardForm.label.cardNumber']).placeholder).toBe('0000 0000 0000 0000');
    expect(input(CARD_FRAME_CATALOGS.ar['cardForm.label.securityCode']).placeholder).toBe(CARD_FRAME_CATALOGS.ar['cardForm.placeholder.securityCode']);
  });

  it('takes the expiry date in the configured format, with that format as placeholder', () => {
    const { type, input, onElement } = mount({ expiryDateFormat: 'YYYY/MM' });
    const year = new Date().getFullYear() + 2;
    expect(input('Expiry date').placeholder).toBe('YYYY/MM');
    type('Expiry date', `${year}11`);
    expect(input('Expiry date').value).toBe(`${year} / 11`);
    expect(onElement.mock.calls.at(-1)![2]).toMatchObject({ isComplete: true, isValid: true });
    type('Expiry date', '201911');
    expect(onElement.mock.calls.at(-1)![2]).toMatchObject({ isComplete: true, isValid: false });
  });

  it('takes a four-digit split year when the year format is YYYY', () => {
    const { type, input, onElement } = mount({ expiryFields: 'split', expiryYearFormat: 'YYYY' });
    const year = String(new Date().getFullYear() + 1);
    expect(input('Expiry year').placeholder).toBe('YYYY');
    type('Expiry month', '01');
    type('Expiry year', `${year}9`);
    expect(input('Expiry year').value).toBe(year);
    expect(onElement.mock.calls.at(-1)!.slice(1)).toEqual(['EXPIRATION_YEAR', expect.objectContaining({ isComplete: true, isValid: true })]);
    type('Expiry year', '2019');
    expect(onElement.mock.calls.at(-1)![2]).toMatchObject({ isComplete: true, isValid: false });
  });

  it('uses month and year fields when asked', () => {
    const { input } = mount({ expiryFields: 'split' });
    expect(input('Expiry month').autocomplete).toBe('cc-exp-month');
    expect(input('Expiry year').autocomplete).toBe('cc-exp-year');
    expect([...document.querySelectorAll('.pc-Row')].map((row) => row.querySelectorAll('input').length)).toEqual([1, 3]);
  });

  it('formats the number, detects the network and reports state without the value', () => {
    const { type, input, onElement } = mount();
    type('Card number', '4242424242424242');
    expect(input('Card number').value).toBe('4242 4242 4242 4242');
    const [event, element, state] = onElement.mock.calls.at(-1)!;
    expect([event, element]).toEqual(['CHANGE', 'CARD_NUMBER']);
    expect(state).toEqual({ isEmpty: false, isComplete: true, isValid: true, isFocused: true, isRequired: true, network: 'visa', bin: '42424242', maskedValue: '42424242XXXXXXXX' });
    expect(JSON.stringify(onElement.mock.calls)).not.toContain('424242424');
  });

  it('reports the BIN only from 6 digits, and 8 digits only for numbers of 16 or more', () => {
    const { type, onElement } = mount();
    const lastBin = () => onElement.mock.calls.filter(([, element]) => element === 'CARD_NUMBER').at(-1)![2].bin;
    type('Card number', '42424');
    expect(lastBin()).toBeUndefined();
    type('Card number', '4242424');
    expect(lastBin()).toBe('424242');
    type('Card number', '378282246310005');
    expect(lastBin()).toBe('378282');
    type('Card number', '4242424242424242');
    expect(lastBin()).toBe('42424242');
  });

  it('reports the masked value (BIN, then an X per digit) from 6 digits, never more digits than the BIN', () => {
    const { type, onElement } = mount();
    const lastState = () => onElement.mock.calls.filter(([, element]) => element === 'CARD_NUMBER').at(-1)![2];
    type('Card number', '42424');
    expect(lastState().maskedValue).toBeUndefined();
    type('Card number', '4242424');
    expect(lastState().maskedValue).toBe('424242X');
    type('Card number', '378282246310005');
    expect(lastState().maskedValue).toBe('378282XXXXXXXXX');
    type('Card number', '4242424242424242');
    expect(lastState().maskedValue).toBe('42424242XXXXXXXX');
    // Other fields carry no masked value.
    type('CVC', '123');
    expect(onElement.mock.calls.at(-1)![2]).not.toHaveProperty('maskedValue');
  });

  it("takes the network icons from the session's assets host (vaultConfiguration.links.assets)", () => {
    const { type } = mount({ assetsUrl: 'https://assets.example/v2/' });
    const icon = () => document.querySelector<HTMLImageElement>('.pc-CardIcon')!;
    expect(icon().getAttribute('src')).toBe('https://assets.example/v2/card-icons/default.svg');
    type('Card number', '3782');
    expect(icon().getAttribute('src')).toBe('https://assets.example/v2/card-icons/amex.svg');
  });

  it('shows the network icon per network and default.svg while unknown', () => {
    const { type } = mount();
    const icon = () => document.querySelector<HTMLImageElement>('.pc-CardIcon')!;
    expect(icon().getAttribute('src')).toBe('../assets/card-icons/default.svg');
    expect(icon().alt).toBe('');
    type('Card number', '3782');
    expect(icon().getAttribute('src')).toBe('../assets/card-icons/amex.svg');
    expect(icon().alt).toBe('Card network: amex');
    expect(document.querySelector('.pc-Field--cardnumber')!.getAttribute('data-network')).toBe('amex');
    type('Card number', '9');
    expect(icon().getAttribute('src')).toBe('../assets/card-icons/default.svg');
  });

  it('renders no icon when the merchant turns it off', () => {
    mount({ enableCardIcon: false });
    expect(document.querySelector('.pc-CardIcon')).toBeNull();
  });

  it('lets the BIN lookup network win over detection until the number drops below 6 digits', () => {
    const { type, view, onElement } = mount();
    type('Card number', '4000076000');
    view.setNetwork('elo');
    expect(document.querySelector<HTMLImageElement>('.pc-CardIcon')!.getAttribute('src')).toBe('../assets/card-icons/elo.svg');
    expect(onElement.mock.calls.at(-1)![2].network).toBe('elo');
    view.setNetwork('not-a-network');
    expect(onElement.mock.calls.at(-1)![2].network).toBe('visa');
    view.setNetwork('elo');
    type('Card number', '4000');
    expect(onElement.mock.calls.filter(([, element]) => element === 'CARD_NUMBER').at(-1)![2].network).toBe('visa');
  });

  it('marks an invalid field with aria-invalid and an error text once the shopper leaves it', () => {
    const { type, input } = mount();
    type('Card number', '4242 4242');
    expect(input('Card number').getAttribute('aria-invalid')).toBe('false');
    input('Card number').blur();
    expect(input('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input('Card number').getAttribute('aria-describedby')!)!.textContent).toBe(en['cardForm.error.cardNumber']);
  });

  it('rejects an expired date and an amex CVC of 3 digits', () => {
    const { type, onElement } = mount();
    type('Expiry date', '0120');
    expect(onElement.mock.calls.at(-1)![2]).toMatchObject({ isComplete: true, isValid: false });
    type('Card number', '378282246310005');
    type('CVC', '123');
    expect(onElement.mock.calls.at(-1)!).toMatchObject(['CHANGE', 'CVV', { isValid: false, network: 'amex' }]);
    type('CVC', '1234');
    expect(onElement.mock.calls.at(-1)!).toMatchObject(['CHANGE', 'CVV', { isValid: true }]);
  });

  it('submits on Enter through the form', () => {
    const { view, onSubmit } = mount();
    view.form.requestSubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
