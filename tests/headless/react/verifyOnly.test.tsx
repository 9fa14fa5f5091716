import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardCheckout } from '../../../components/CardCheckout/CardCheckout';
import { DropIn } from '../../../components/DropIn/DropIn';
import { ar } from '../../../headless/core/i18n/ar';
import { en } from '../../../headless/core/i18n/en';
import type { CardFormOptionsInput } from '../../../headless/core/client/cardFormOptions';
import { parseCardFormOptions } from '../../../headless/core/client/cardFormOptions';
import { createPaymentClient } from '../../../headless/core/client/createPaymentClient';
import type { DropInOptionsInput } from '../../../headless/core/dropIn/dropInOptions';
import { parseDropInOptions } from '../../../headless/core/dropIn/dropInOptions';
import { PaymentClientError } from '../../../headless/core/errors/PaymentClientError';
import { useCardForm } from '../../../headless/react/useCardForm';
import { useDropIn } from '../../../headless/react/useDropIn';
import { usePaymentClient } from '../../../headless/react/usePaymentClient';
import { attachFakeFrame } from '../../support/fakeFrame';
import { storedVisaCard, testInitResponse } from '../../support/session';

// A verification session: nothing to take, a holder to store the card for, and the holder's old card on file.
const verification = testInitResponse({ amount: { value: 0, currency: 'AED' }, storedInstruments: [storedVisaCard] });

function CardFormCheckout({ options, locale = 'en' }: { options?: CardFormOptionsInput; locale?: 'en' | 'ar' }) {
  const client = usePaymentClient(verification, { locale });
  return <CardCheckout cardForm={useCardForm(client, options)} />;
}

function DropInCheckout({ options }: { options?: DropInOptionsInput }) {
  const client = usePaymentClient(verification);
  return <DropIn dropIn={useDropIn(client, options)} />;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The provider: takes the authorization, then reports it successful; the bodies it was sent are kept. */
function stubProvider() {
  const authorizations: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    if (init.method === 'POST') {
      authorizations.push(JSON.parse(String(init.body)));
      return json({ links: { execution: 'http://localhost:4000/v1/executions/exe_1' } }, 202);
    }
    return json({ id: 'exe_1', status: [{ code: 'authorizeRequested' }, { code: 'authorizeSuccessful' }] });
  });
  return authorizations;
}

async function collectWith(frame: ReturnType<typeof attachFakeFrame>) {
  await vi.waitFor(() => expect(frame.received.some((m) => m.type === 'collect')).toBe(true));
  const collect = frame.received.find((m) => m.type === 'collect')!;
  if (collect.type !== 'collect') throw new Error('unreachable');
  act(() =>
    frame.send({
      type: 'collected',
      requestId: collect.requestId,
      result: { id: 'rec_1', tokens: { card_number: 'tok_n', security_code: 'tok_c' }, bin: '42424242', lastFour: '4242', network: 'visa' },
    }),
  );
}

const saveBox = () => screen.queryByRole('checkbox', { name: en['cardForm.label.storeInstrument'] });
const readyFrame = () => {
  const frame = attachFakeFrame(document.querySelector('iframe')!);
  act(() => frame.ready());
  act(() => frame.fill(true));
  return frame;
};

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a card form that verifies a card (verifyOnly)', () => {
  it('shows no save box and a verify button, and stores the card it verifies at zero amount', async () => {
    const authorizations = stubProvider();
    render(<CardFormCheckout options={{ verifyOnly: true, storeInstrument: false }} />);
    const frame = readyFrame();
    expect(saveBox()).toBeNull();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: en['payButton.verify'] });
    act(() => button.click());
    await collectWith(frame);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    // Stored although the merchant's storeInstrument said false: storing is the point.
    expect(authorizations).toEqual([expect.objectContaining({ paymentComposition: [expect.objectContaining({ storeInstrument: true, amount: { value: 0, currency: 'AED' } })] })]);
    // Nothing was paid: the result says the card was verified.
    expect(screen.getByRole('status').textContent).toBe(en['result.verify']);
  });

  it('says verify, and then verified, in Arabic too', async () => {
    stubProvider();
    render(<CardFormCheckout options={{ verifyOnly: true }} locale="ar" />);
    const frame = readyFrame();
    act(() => screen.getByRole<HTMLButtonElement>('button', { name: ar['payButton.verify'] }).click());
    await collectWith(frame);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('status').textContent).toBe(ar['result.verify']);
  });

  it('without it, the same session shows the save box and a pay button', () => {
    render(<CardFormCheckout />);
    expect(saveBox()).not.toBeNull();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['payButton.verify'] })).toBeNull();
  });
});

describe('a drop-in that verifies a card (card.verifyOnly)', () => {
  it('offers the card alone, without its save box, with a verify button; the stored card is not listed', () => {
    render(<DropInCheckout options={{ card: { verifyOnly: true } }} />);
    expect(screen.queryByRole('radio', { name: 'Visa •••• 4242' })).toBeNull();
    readyFrame();
    expect(saveBox()).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: en['payButton.verify'] }).disabled).toBe(false);
  });

  it('says the card was verified once the verification succeeds', async () => {
    stubProvider();
    render(<DropInCheckout options={{ card: { verifyOnly: true } }} />);
    const frame = readyFrame();
    act(() => screen.getByRole<HTMLButtonElement>('button', { name: en['payButton.verify'] }).click());
    await collectWith(frame);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByText(en['result.verify'])).toBeTruthy();
    expect(screen.queryByText(en['result.success'])).toBeNull();
  });

  it('without it, the stored card is offered beside the card', () => {
    render(<DropInCheckout />);
    expect(screen.getByRole('radio', { name: 'Visa •••• 4242' })).toBeTruthy();
  });
});

describe('verifyOnly parsing', () => {
  const refusal = (parse: () => unknown): PaymentClientError => {
    try {
      parse();
    } catch (error) {
      if (error instanceof PaymentClientError) return error;
      throw error;
    }
    throw new Error('expected the options to be refused');
  };

  it('is off unless given, and kept when given', () => {
    expect(parseCardFormOptions({}).verifyOnly).toBeFalsy();
    expect(parseCardFormOptions({ verifyOnly: true }).verifyOnly).toBe(true);
  });

  it('refuses a value that is not a boolean, naming the option, in the card form and the drop-in', () => {
    const cardError = refusal(() => parseCardFormOptions({ verifyOnly: 'yes' }));
    expect(cardError.code).toBe('INVALID_CONFIGURATION');
    expect(cardError.message).toContain('cardFormOptions.verifyOnly');
    const client = createPaymentClient(verification, { environment: 'TEST' });
    const dropInError = refusal(() => parseDropInOptions({ card: { verifyOnly: 1 } }, client));
    expect(dropInError.message).toContain('dropInOptions.card.verifyOnly');
  });
});
