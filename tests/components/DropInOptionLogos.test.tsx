import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DropIn } from '../../components/DropIn/DropIn';
import type { DropInOptionsInput } from '../../headless/core/dropIn/dropInOptions';
import { useDropIn } from '../../headless/react/useDropIn';
import { usePaymentClient } from '../../headless/react/usePaymentClient';
import { testInitResponse } from '../support/session';

const ASSETS = 'http://127.0.0.1:4100/assets/';
// A stored card, the card form and a redirect method: three options, each with its logo.
const initResponse = testInitResponse({
  storedInstruments: [{ id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', displayName: 'Visa •••• 4242', paymentMethod: 'card', status: 'enabled', data: { network: 'visa' } }],
  paymentMethods: [
    { paymentMethodCode: 'card', clientConfig: { flow: 'api' } },
    { paymentMethodCode: 'pix', clientConfig: { flow: 'polling', integrationType: 'redirect' } },
  ],
});

function Checkout({ options }: { options?: DropInOptionsInput }) {
  const dropIn = useDropIn(usePaymentClient(initResponse), options);
  return <DropIn dropIn={dropIn} />;
}

const logos = (container: HTMLElement) => [...container.querySelectorAll<HTMLImageElement>('.pc-Option-logo')];

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => {
    throw new Error('no provider call expected');
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DropIn option logos', () => {
  it('shows each option with its logo from the assets host, inside its label and hidden from screen readers', () => {
    const { container } = render(<Checkout />);
    expect(logos(container).map((logo) => logo.getAttribute('src'))).toEqual([
      `${ASSETS}card-icons/visa.svg`,
      `${ASSETS}payment-methods/card.svg`,
      `${ASSETS}payment-methods/pix.svg`,
    ]);
    for (const logo of logos(container)) {
      expect(logo.alt).toBe('');
      expect(logo.closest('label')?.querySelector('input[type="radio"]')).not.toBeNull();
      expect([logo.width, logo.height]).toEqual([32, 20]);
    }
  });

  it('leaves out a logo the assets host cannot serve rather than showing it broken', () => {
    const { container } = render(<Checkout />);
    const pix = logos(container)[2]!;
    expect(pix.hidden).toBe(false);
    fireEvent.error(pix);
    expect(pix.hidden).toBe(true);
    expect(logos(container).filter((logo) => logo.hidden)).toEqual([pix]);
  });

  it('shows names only with showLogos false', () => {
    const { container, getAllByRole } = render(<Checkout options={{ showLogos: false }} />);
    expect(getAllByRole('radio')).toHaveLength(3);
    expect(logos(container)).toEqual([]);
  });

  it('shows no logo for an option shown alone, which has no label', () => {
    const alone = testInitResponse();
    function Alone() {
      return <DropIn dropIn={useDropIn(usePaymentClient(alone))} />;
    }
    const { container } = render(<Alone />);
    expect(container.querySelector('.pc-Option--alone')).not.toBeNull();
    expect(logos(container)).toEqual([]);
  });
});
