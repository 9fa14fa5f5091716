// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DropInOptionsInput } from '../../../../headless/core/dropIn/dropInOptions';
import { readyCardDropIn } from '../../../support/readyCardDropIn';
import { CARD_ID, clientOf, fakeProvider, instrumentSession } from '../instruments/fakeProvider';

const cleanups: (() => void)[] = [];

beforeEach(() => {
  // Nothing is authorized: the merchant refuses each attempt, so each one fails at once.
  fakeProvider({});
  vi.useFakeTimers();
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A drop-in with a ready card form and a stored card, whose merchant refuses every payment. */
function refusingDropIn(options: DropInOptionsInput) {
  const { client } = clientOf(instrumentSession());
  return readyCardDropIn(client, { ...options, events: { onAuthorizeRequestStart: () => false } }, cleanups).dropIn;
}

async function failWith(dropIn: ReturnType<typeof refusingDropIn>, optionId: string) {
  dropIn.select(optionId);
  await dropIn.pay();
  expect(dropIn.checkout.getState()).toMatchObject({ status: 'failure' });
}

describe("the drop-in's card option autoHideTTL", () => {
  it('hides the card failure after card.autoHideTTL, and not before', async () => {
    const dropIn = refusingDropIn({ card: { autoHideTTL: 5_000 } });
    await failWith(dropIn, 'card');

    await vi.advanceTimersByTimeAsync(4_999);
    expect(dropIn.checkout.getState()).toMatchObject({ status: 'failure' });
    await vi.advanceTimersByTimeAsync(1);
    expect(dropIn.checkout.getState()).toEqual({ status: 'idle' });
  });

  it("wins over the drop-in's own autoHideTTL for the card option", async () => {
    const dropIn = refusingDropIn({ autoHideTTL: 60_000, card: { autoHideTTL: 2_000 } });
    await failWith(dropIn, 'card');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(dropIn.checkout.getState()).toEqual({ status: 'idle' });
  });

  it("leaves another option's failure to the drop-in's autoHideTTL: without one, it stays until dismissed", async () => {
    const dropIn = refusingDropIn({ card: { autoHideTTL: 2_000 } });
    await failWith(dropIn, `stored:${CARD_ID}`);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(dropIn.checkout.getState()).toMatchObject({ status: 'failure' });
  });

  it("hides the card failure after the drop-in's autoHideTTL when the card option has none", async () => {
    const dropIn = refusingDropIn({ autoHideTTL: 3_000 });
    await failWith(dropIn, 'card');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(dropIn.checkout.getState()).toMatchObject({ status: 'failure' });
    await vi.advanceTimersByTimeAsync(1);
    expect(dropIn.checkout.getState()).toEqual({ status: 'idle' });
  });
});
