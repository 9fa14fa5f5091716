import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CardCheckout } from '../../../components/CardCheckout/CardCheckout';
import { DropIn } from '../../../components/DropIn/DropIn';
import type { CardFormOptions } from '../../../headless/core/client/cardFormOptions';
import type { DropInOptions } from '../../../headless/core/dropIn/dropInOptions';
import { useCardForm } from '../../../headless/react/useCardForm';
import { useDropIn } from '../../../headless/react/useDropIn';
import { usePaymentClient } from '../../../headless/react/usePaymentClient';
import { attachFakeFrame } from '../../support/fakeFrame';
import { testInitResponse } from '../../support/session';

const initResponse = testInitResponse();

function CardApp({ options }: { options: CardFormOptions }) {
  return <CardCheckout cardForm={useCardForm(usePaymentClient(initResponse), options)} />;
}

function DropInApp({ options }: { options: DropInOptions }) {
  return <DropIn dropIn={useDropIn(usePaymentClient(initResponse), options)} />;
}

describe('onReady fires once, with the element', () => {
  it('a card form: when its frame can first be typed into, with the element the frame is in', () => {
    const onReady = vi.fn();
    render(
      <StrictMode>
        <CardApp options={{ events: { onReady } }} />
      </StrictMode>,
    );
    const iframe = document.querySelector('iframe')!;
    expect(onReady).not.toHaveBeenCalled();
    const frame = attachFakeFrame(iframe);
    act(() => frame.ready());
    act(() => frame.ready());
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledWith(iframe.parentElement);
  });

  it('a drop-in: when its option list is first shown, with its root; its card form reports to the card option only', () => {
    const onReady = vi.fn();
    const onCardReady = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <DropInApp options={{ card: { events: { onReady: onCardReady } }, events: { onReady } }} />
      </StrictMode>,
    );
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledWith(document.querySelector('.pc-DropIn'));

    rerender(
      <StrictMode>
        <DropInApp options={{ card: { events: { onReady: onCardReady } }, events: { onReady } }} />
      </StrictMode>,
    );
    const iframe = document.querySelector('iframe')!;
    act(() => attachFakeFrame(iframe).ready());
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onCardReady).toHaveBeenCalledExactlyOnceWith(iframe.parentElement);
  });
});
