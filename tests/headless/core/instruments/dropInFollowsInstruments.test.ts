// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import { deleteInstrument, updateInstrument } from '../../../../headless/core/instruments/storedInstruments';
import { CARD_ID, OTHER_ID, PROVIDER, clientOf, fakeProvider, instrumentSession, storedCard } from './fakeProvider';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';
import { parseDropInOptions } from '../../../../headless/core/dropIn/dropInOptions';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const optionIds = (dropIn: ReturnType<typeof createDropIn>) => dropIn.store.getState().options.map((option) => option.id);

describe('a mounted drop-in and the stored-instrument calls', () => {
  it('drops a deleted instrument from its list, and the selection with it', async () => {
    fakeProvider({ [`DELETE ${PROVIDER}/v1/instruments/${CARD_ID}`]: [{ status: 204 }] });
    const { client } = clientOf(instrumentSession());
    const dropIn = createDropIn(client, parseDropInOptions(undefined, client), { parts: bundledParts });
    const disconnect = dropIn.connect();
    dropIn.select(`stored:${CARD_ID}`);
    expect(optionIds(dropIn)).toEqual([`stored:${CARD_ID}`, `stored:${OTHER_ID}`, 'card']);

    await deleteInstrument(client, CARD_ID);

    expect(optionIds(dropIn)).toEqual([`stored:${OTHER_ID}`, 'card']);
    expect(dropIn.store.getState().activeId).toBeNull();
    disconnect();
  });

  it('stops offering an instrument the shopper disables, and offers it again once enabled', async () => {
    fakeProvider({
      [`PATCH ${PROVIDER}/v1/instruments/${OTHER_ID}`]: [
        { status: 200, body: storedCard(OTHER_ID, '4444', { status: 'disabled' }) },
        { status: 200, body: storedCard(OTHER_ID, '4444', { status: 'enabled' }) },
      ],
    });
    const { client } = clientOf(instrumentSession());
    const dropIn = createDropIn(client, parseDropInOptions(undefined, client), { parts: bundledParts });
    const disconnect = dropIn.connect();
    dropIn.select(`stored:${OTHER_ID}`);

    await updateInstrument(client, OTHER_ID, { status: 'disabled' });
    expect(optionIds(dropIn)).toEqual([`stored:${CARD_ID}`, 'card']);
    expect(dropIn.store.getState().activeId).toBeNull();

    await updateInstrument(client, OTHER_ID, { status: 'enabled' });
    expect(optionIds(dropIn)).toEqual([`stored:${CARD_ID}`, `stored:${OTHER_ID}`, 'card']);
    disconnect();
  });

  it('shows a renamed instrument under its new name', async () => {
    fakeProvider({ [`PATCH ${PROVIDER}/v1/instruments/${OTHER_ID}`]: [{ status: 200, body: storedCard(OTHER_ID, '4444', { displayName: 'Work card' }) }] });
    const { client } = clientOf(instrumentSession());
    const dropIn = createDropIn(client, parseDropInOptions(undefined, client), { parts: bundledParts });
    const disconnect = dropIn.connect();
    await updateInstrument(client, OTHER_ID, { displayName: 'Work card' });
    expect(dropIn.store.getState().options.find((option) => option.id === `stored:${OTHER_ID}`)?.instrument?.displayName).toBe('Work card');
    disconnect();
  });

  it('after a payment, offers the card that payment stored: the execution record lists it', async () => {
    const NEW_ID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    const stored = storedCard(NEW_ID, '0005', { data: { network: 'amex', bin: '378282' } });
    const { sent } = fakeProvider({
      [`POST ${PROVIDER}/v1/executions/exe_1/authorize`]: [{ status: 202, body: { links: { execution: `${PROVIDER}/v1/executions/exe_1` } } }],
      [`GET ${PROVIDER}/v1/executions/exe_1`]: [
        {
          status: 200,
          body: {
            id: 'exe_1',
            status: [{ code: 'authorizeRequested' }, { code: 'authorizeSuccessful' }],
            paymentCompositionOptions: [{ paymentMethodCode: 'card', paymentInstruments: [stored, storedCard(CARD_ID, '4242'), storedCard(OTHER_ID, '4444')] }],
          },
        },
      ],
    });
    const { client } = clientOf(instrumentSession());
    // The merchant hears of the success once the session already lists the new card.
    const listedAtSuccess: string[][] = [];
    const dropIn = createDropIn(client, parseDropInOptions({ events: { onAuthorizeSuccess: () => listedAtSuccess.push(client.session.storedInstruments.map((instrument) => instrument.id)) } }, client), { parts: bundledParts });
    const disconnect = dropIn.connect();
    dropIn.select(`stored:${CARD_ID}`);
    vi.useFakeTimers();
    const paying = dropIn.pay();
    await vi.advanceTimersByTimeAsync(5_000);
    await paying;

    expect(listedAtSuccess).toEqual([[NEW_ID, CARD_ID, OTHER_ID]]);
    // No request beyond the payment's own: the record the polling ended on is read.
    expect(sent.map((request) => request.method)).toEqual(['POST', 'GET']);
    disconnect();
  });
});
