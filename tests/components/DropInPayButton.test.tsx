import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DropIn } from '../../components/DropIn/DropIn';
import type { DropInOptionsInput } from '../../headless/core/dropIn/dropInOptions';
import { useDropIn } from '../../headless/react/useDropIn';
import { usePaymentClient } from '../../headless/react/usePaymentClient';
import { attachFakeFrame } from '../support/fakeFrame';
import { testInitResponse } from '../support/session';

// A session that offers cards only: the card option is shown alone, already active.
const initResponse = testInitResponse();

function Checkout({ options }: { options?: DropInOptionsInput }) {
  const client = usePaymentClient(initResponse);
  const dropIn = useDropIn(client, options);
  return <DropIn dropIn={dropIn} />;
}

const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Pay/ });
const iframe = () => document.querySelector('iframe')!;

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetch = vi.fn(async () => {
    throw new Error('no provider call expected');
  });
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DropIn pay button of the card option', () => {
  it('is disabled until the card form is valid', () => {
    render(<Checkout />);
    const frame = attachFakeFrame(iframe());
    expect(payButton().disabled).toBe(true);
    expect(payButton().hasAttribute('data-disabled')).toBe(true);

    act(() => frame.ready());
    expect(payButton().disabled).toBe(true);
    act(() => frame.fill(false));
    expect(payButton().disabled).toBe(true);

    act(() => frame.fill(true));
    expect(payButton().disabled).toBe(false);
    expect(payButton().hasAttribute('data-disabled')).toBe(false);
  });

  it('is enabled on an empty form when disablePayButtonUntilValid is false', () => {
    render(<Checkout options={{ disablePayButtonUntilValid: false }} />);
    const frame = attachFakeFrame(iframe());
    act(() => frame.ready());

    expect(payButton().disabled).toBe(false);
    expect(payButton().hasAttribute('data-disabled')).toBe(false);
  });

  it('with disablePayButtonUntilValid false, a press on an invalid form collects nothing and the button resets', async () => {
    render(<Checkout options={{ disablePayButtonUntilValid: false }} />);
    const frame = attachFakeFrame(iframe());
    act(() => frame.ready());
    act(() => frame.fill(false));

    await act(async () => payButton().click());

    expect(frame.received.filter((message) => message.type === 'collect')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(payButton().disabled).toBe(false);
    expect(payButton().getAttribute('aria-busy')).not.toBe('true');
    expect(document.querySelector('.pc-DropIn')!.getAttribute('data-status')).toBe('idle');
  });
});

describe('DropIn pay button before an option is chosen', () => {
  const storedCard = {
    id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    displayName: 'Visa •••• 4242',
    paymentMethod: 'card',
    status: 'enabled',
    data: { network: 'visa', bin: '42424242' },
  } as const;

  function ChoosingCheckout() {
    const client = usePaymentClient(testInitResponse({ storedInstruments: [storedCard] }));
    const dropIn = useDropIn(client);
    return <DropIn dropIn={dropIn} />;
  }

  it('is shown disabled, and enabled once a stored card is chosen', () => {
    render(<ChoosingCheckout />);
    expect(screen.getAllByRole<HTMLInputElement>('radio').map((radio) => radio.checked)).toEqual([false, false]);
    expect(payButton().disabled).toBe(true);
    expect(payButton().hasAttribute('data-disabled')).toBe(true);

    act(() => screen.getByRole('radio', { name: 'Visa •••• 4242' }).click());
    expect(payButton().disabled).toBe(false);
  });
});
