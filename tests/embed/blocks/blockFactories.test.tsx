import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientExtensions } from '../../../embed/extensions/clientExtensions';
import type { PaymentBlockCalls } from '../../../embed/blocks/paymentBlockCalls';
import { init } from '../../../embed/index';
import { PAYMENT_BLOCK_NAMES, type PaymentBlockName } from '../../../headless/core/blocks/paymentBlocks';
import { expectConsoleError } from '../../support/consoleGuard';
import { testInitResponse } from '../../support/session';
import { thrownPaymentClientError } from '../../support/thrownPaymentClientError';
import { answerFramePreloads } from '../framePreloadAnswered';

// The blocks' extension script, as a page places it after the bundle's: here its module, which registers it.
import '../../../embed/extensions/blocksExtension';

answerFramePreloads();

const STORED_CARD = { id: '6f1c1a4e-1b7e-4c55-9d8c-0d1f5b2c3a4d', displayName: 'Visa •••• 4242', paymentMethod: 'card', status: 'enabled' } as const;
const session = {
  paymentMethods: [
    { paymentMethodCode: 'card', clientConfig: { flow: 'api' } },
    { paymentMethodCode: 'genericRedirect', clientConfig: { flow: 'redirect' } },
    { paymentMethodCode: 'bankAccount', clientConfig: { flow: 'form', instrumentDataSchema: { type: 'object', properties: {} } } },
  ],
  storedInstruments: [STORED_CARD],
} as const;
const returnInfo = { success: 'http://localhost:3000/ok', cancel: 'http://localhost:3000/cancel', error: 'http://localhost:3000/error', pending: 'http://localhost:3000/pending' };
// The client as the extension leaves it: with the blocks' calls.
const newClient = () => init(testInitResponse(session as never), { environment: 'TEST', returnInfo }) as ReturnType<typeof init> & PaymentBlockCalls;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the script tag’s UI blocks', () => {
  it('are offered on the client, each returning mount, unmount and update', () => {
    const client = newClient();
    for (const block of PAYMENT_BLOCK_NAMES) {
      if (block === 'paymentButton') continue;
      const mountable = client[block]();
      expect(Object.keys(mountable).sort()).toEqual(['mount', 'unmount', 'update']);
    }
    expect(Object.keys(client.paymentButton({ cardForm: client.cardForm() })).sort()).toEqual(['mount', 'unmount', 'update']);
  });

  it('come with their extension script: a client created while it is not on the page offers none, and its card forms still mount', async () => {
    const page = window as unknown as { PaymentClientAddOns?: unknown };
    const placed = page.PaymentClientAddOns;
    delete page.PaymentClientAddOns;
    try {
      expect(clientExtensions()).toEqual([]);
      const client = newClient();
      for (const block of PAYMENT_BLOCK_NAMES) expect(client).not.toHaveProperty(block);
      document.body.innerHTML = '<div id="form"></div>';
      const cardForm = client.cardForm().mount('#form');
      expect(await screen.findByRole('button', { name: /^Pay / })).toBeTruthy();
      cardForm.unmount();
    } finally {
      page.PaymentClientAddOns = placed;
    }
    expect(newClient()).toHaveProperty('cardList');
  });

  const bad: [PaymentBlockName, unknown, string][] = [
    ['cardList', { events: { onAuthorizeSuccess: 'not a function' } }, 'cardListOptions.events.onAuthorizeSuccess'],
    ['applePayButton', { card: {} }, 'applePayButtonOptions.card'],
    ['googlePayButton', { autoHideTTL: -5 }, 'googlePayButtonOptions.autoHideTTL'],
    ['paypalButton', { paymentMethodCode: 'payPal' }, 'paypalButtonOptions.paymentMethodCode'],
    ['genericRedirectButton', { paymentMethodCode: 'card' }, 'genericRedirectButtonOptions.paymentMethodCode'],
    ['paymentButton', {}, 'paymentButtonOptions.cardForm'],
    ['dynamicElement', { paymentMethodCode: 'bankAcount' }, 'dynamicElementOptions.paymentMethodCode'],
    ['dynamicElement', { events: { onAuthorizeSucess: () => {} } }, 'dynamicElementOptions.events.onAuthorizeSucess'],
    ['cardList', 'saved cards', 'cardListOptions'],
  ];
  it.each(bad)('%s(%j) throws PaymentClientError naming the field, and mounts nothing', (block, options, field) => {
    document.body.innerHTML = '<div id="target"></div>';
    const error = thrownPaymentClientError(() => newClient()[block](options).mount('#target'));
    expect(error.code).toBe('INVALID_CONFIGURATION');
    expect(error.fields).toEqual([field]);
    expect(error.message).toContain(field);
    expect(document.querySelector('#target')!.childElementCount).toBe(0);
    // Nothing was loaded for it either.
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('a payment button pairs only with an unmounted, unpaired card form of the same client', () => {
    document.body.innerHTML = '<div id="form"></div>';
    const client = newClient();
    const mounted = client.cardForm().mount('#form');
    expect(thrownPaymentClientError(() => client.paymentButton({ cardForm: mounted })).fields).toEqual(['paymentButtonOptions.cardForm']);
    expect(thrownPaymentClientError(() => client.paymentButton({ cardForm: newClient().cardForm() })).fields).toEqual(['paymentButtonOptions.cardForm']);
    const form = client.cardForm();
    client.paymentButton({ cardForm: form });
    expect(thrownPaymentClientError(() => client.paymentButton({ cardForm: form })).fields).toEqual(['paymentButtonOptions.cardForm']);
    const button = client.paymentButton({ cardForm: client.cardForm() });
    expect(thrownPaymentClientError(() => button.update({ cardForm: client.cardForm() })).fields).toEqual(['paymentButtonOptions.cardForm']);
    mounted.unmount();
  });

  it('update() re-parses: bad options throw naming the field and change nothing', async () => {
    document.body.innerHTML = '<div id="target"></div>';
    const block = newClient().genericRedirectButton({ texts: { 'dropIn.method.genericRedirect': 'Pay by bank transfer' } }).mount('#target');
    await screen.findByRole('button', { name: 'Pay by bank transfer' });
    expect(thrownPaymentClientError(() => block.update({ redirectTimeouts: { pix: 'soon' } })).fields).toEqual(['genericRedirectButtonOptions.redirectTimeouts.pix']);
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toBeTruthy();
    block.unmount();
  });

  it('update() gives a mounted block new texts, and new callbacks that the next payment calls', async () => {
    document.body.innerHTML = '<div id="target"></div>';
    const first = vi.fn(() => false);
    const second = vi.fn(() => false);
    const failed = vi.fn();
    const block = newClient().genericRedirectButton({ events: { onAuthorizeRequestStart: first } }).mount('#target');
    await screen.findByRole('button', { name: 'Generic redirect' });

    block.update({ texts: { 'dropIn.method.genericRedirect': 'Pay by bank transfer' }, events: { onAuthorizeRequestStart: second, onAuthorizeFailed: failed } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by bank transfer' }));
    // The merchant's new callback refuses the payment: the block reports it and authorizes nothing.
    await waitFor(() => expect(failed).toHaveBeenCalledWith(expect.objectContaining({ code: 'VALIDATION_FAILED' })));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    block.unmount();
    expect(document.querySelector('#target')!.childElementCount).toBe(0);
  });

  it('update() before mount is what mount shows', async () => {
    document.body.innerHTML = '<div id="target"></div>';
    const block = newClient().dynamicElement().update({ texts: { 'payButton.pay': 'Send {amount}' } });
    block.mount('#target');
    expect(await screen.findByRole('button', { name: /^Send / })).toBeTruthy();
    block.unmount();
  });

  it('a block for a method the session does not offer logs why it shows nothing', async () => {
    expectConsoleError('[PaymentClient] googlePayButton: the session offers no googlePay method, so it shows nothing');
    document.body.innerHTML = '<div id="target"></div>';
    const block = newClient().googlePayButton().mount('#target');
    await waitFor(() => expect(document.querySelector('#target [data-block="googlePayButton"]')).not.toBeNull());
    expect(document.querySelector('#target button')).toBeNull();
    block.unmount();
  });

  it('the saved card list shows the stored cards as radio items, and nothing of the session’s methods', async () => {
    document.body.innerHTML = '<div id="target"></div>';
    const list = newClient().cardList().mount('#target');
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generic redirect' })).toBeNull();
    list.unmount();
  });

  it('a payment button shows the paired card form’s pay button in its own element, and the form shows none', async () => {
    document.body.innerHTML = '<div id="form"></div><div id="button"></div>';
    const client = newClient();
    const cardForm = client.cardForm();
    const button = client.paymentButton({ cardForm }).mount('#button');
    cardForm.mount('#form');
    await waitFor(() => expect(document.querySelector('#form iframe')).not.toBeNull());
    const pay = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>('#button [data-block="paymentButton"] button');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(pay.textContent).toMatch(/^Pay /);
    // The pay button's default state (PC-BLOCK-6, PC-DROPIN-7): disabled until the form is valid.
    expect(pay.disabled).toBe(true);
    expect(document.querySelector('#form button.pc-PayButton')).toBeNull();
    button.unmount();
    await waitFor(() => expect(document.querySelector('#button')!.childElementCount).toBe(0));
    cardForm.unmount();
  });
});
