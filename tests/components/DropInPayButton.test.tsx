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
