import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DropIn } from '../../../components/DropIn/DropIn';
import { en } from '../../../headless/core/i18n/en';
import type { DropInOptionsInput } from '../../../headless/core/dropIn/dropInOptions';
import type { StoredInstrument } from '../../../headless/core/session/sessionSchema';
import { useDropIn } from '../../../headless/react/useDropIn';
import { usePaymentClient } from '../../../headless/react/usePaymentClient';
import { testInitResponse } from '../../support/session';

const CARD_ID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const storedCard: StoredInstrument = {
  id: CARD_ID,
  displayName: 'Visa •••• 4242',
  paymentMethod: 'card',
  status: 'enabled',
  data: { network: 'visa', bin: '42424242' },
};
// A session whose holder has a stored card: paying with it needs no card frame.
const initResponse = testInitResponse({ storedInstruments: [storedCard] });

/** The merchant's veto: every pay attempt ends in a VALIDATION_FAILED failure without a provider call. */
const refusingMerchant = (overrides: DropInOptionsInput = {}): DropInOptionsInput => ({
  ...overrides,
  events: { onAuthorizeRequestStart: () => false, ...overrides.events },
});

function Checkout({ options }: { options: DropInOptionsInput }) {
  const client = usePaymentClient(initResponse);
  const dropIn = useDropIn(client, options);
  return <DropIn dropIn={dropIn} />;
}

const failure = () => screen.queryByRole('alert');
const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Pay/ });

/** Picks the stored card and presses pay; the merchant's refusal is reported without any timer (a veto is no error to log). */
async function failOnce() {
  act(() => screen.getByRole('radio', { name: 'Visa •••• 4242' }).click());
  act(() => payButton().click());
  await act(() => vi.advanceTimersByTimeAsync(0));
}

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Nothing in these payments reaches the provider.
  fetch = vi.fn(async () => {
    throw new Error('no provider call expected');
  });
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the drop-in failure message', () => {
  it('reads as the merchant words it in texts, as do the drop-in own texts', async () => {
    const texts = { 'result.failure': 'That did not work, try another card.', 'dropIn.legend': 'How would you like to pay?' };
    render(<Checkout options={refusingMerchant({ texts })} />);
    screen.getByRole('group', { name: texts['dropIn.legend'] });

    await failOnce();

    expect(failure()?.textContent).toBe(texts['result.failure']);
  });

  it('labels the pay button as the merchant words it in texts', () => {
    render(<Checkout options={{ texts: { 'payButton.pay': 'Buy now for {amount}' } }} />);
    screen.getByRole('button', { name: /^Buy now for / });
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('shows the generic failure text with a cross to dismiss it', async () => {
    const onAuthorizeFailed = vi.fn();
    render(<Checkout options={refusingMerchant({ events: { onAuthorizeFailed } })} />);
    expect(failure()).toBeNull();

    await failOnce();

    expect(failure()?.textContent).toBe(en['result.failure']);
    expect(document.querySelector('.pc-DropIn')!.getAttribute('data-status')).toBe('failure');
    expect(onAuthorizeFailed).toHaveBeenCalledWith(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hides itself once autoHideTTL has passed, and not a moment before', async () => {
    render(<Checkout options={refusingMerchant({ autoHideTTL: 4_000 })} />);
    await failOnce();
    expect(failure()?.textContent).toBe(en['result.failure']);

    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(failure()?.textContent).toBe(en['result.failure']);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(failure()).toBeNull();
    expect(document.querySelector('.pc-DropIn')!.getAttribute('data-status')).toBe('idle');
    // The shopper can try again: the pay button is back.
    expect(payButton().disabled).toBe(false);
  });

  it('stays until dismissed without autoHideTTL', async () => {
    render(<Checkout options={refusingMerchant()} />);
    await failOnce();

    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));

    expect(failure()?.textContent).toBe(en['result.failure']);
  });

  it('goes when the shopper clicks its dismiss button, before any autoHideTTL', async () => {
    render(<Checkout options={refusingMerchant({ autoHideTTL: 60_000 })} />);
    await failOnce();

    fireEvent.click(screen.getByRole('button', { name: en['result.dismiss'] }));

    expect(failure()).toBeNull();
    expect(document.querySelector('.pc-DropIn')!.getAttribute('data-status')).toBe('idle');
  });

  it('gives a second failure its full autoHideTTL: the first one’s timer does not hide it early', async () => {
    render(<Checkout options={refusingMerchant({ autoHideTTL: 1_000 })} />);
    await failOnce();
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.click(screen.getByRole('button', { name: en['result.dismiss'] }));

    act(() => payButton().click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(failure()?.textContent).toBe(en['result.failure']);

    // Past the first failure's deadline (1 000 ms after it showed), the second one is still there.
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(failure()?.textContent).toBe(en['result.failure']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(failure()).toBeNull();
  });
});

describe('useDropIn autoHideTTL', () => {
  it('returns the checkout to idle after autoHideTTL, through the hook alone', async () => {
    const { result } = renderHook(() => useDropIn(usePaymentClient(initResponse), refusingMerchant({ autoHideTTL: 2_500, preselectFirst: true })));
    expect(result.current.activeOption?.id).toBe(`stored:${CARD_ID}`);

    act(() => result.current.getPayButtonProps().onClick());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.checkout).toMatchObject({ status: 'failure', code: 'VALIDATION_FAILED' });

    await act(() => vi.advanceTimersByTimeAsync(2_499));
    expect(result.current.checkout.status).toBe('failure');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.checkout.status).toBe('idle');
  });

  it('refuses an autoHideTTL that is not a positive number of milliseconds', () => {
    for (const autoHideTTL of [0, -5, 1.5]) {
      expect(() => renderHook(() => useDropIn(usePaymentClient(initResponse), { autoHideTTL }))).toThrow(/autoHideTTL/);
    }
  });
});
