import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import { deleteInstrument, updateInstrument } from '../../../../headless/core/instruments/storedInstruments';
import { CARD_ID, OTHER_ID, PROVIDER, clientOf, fakeProvider, instrumentSession, storedCard } from './fakeProvider';

afterEach(() => {
  vi.unstubAllGlobals();
});

const optionIds = (dropIn: ReturnType<typeof createDropIn>) => dropIn.store.getState().options.map((option) => option.id);

describe('a mounted drop-in and the stored-instrument calls', () => {
  it('drops a deleted instrument from its list, and the selection with it', async () => {
    fakeProvider({ [`DELETE ${PROVIDER}/v1/instruments/${CARD_ID}`]: [{ status: 204 }] });
    const { client } = clientOf(instrumentSession());
    const dropIn = createDropIn(client);
    const disconnect = dropIn.connect();
    dropIn.select(`stored:${CARD_ID}`);
    expect(optionIds(dropIn)).toEqual([`stored:${CARD_ID}`, `stored:${OTHER_ID}`, 'card']);

    await deleteInstrument(client, CARD_ID);

    expect(optionIds(dropIn)).toEqual([`stored:${OTHER_ID}`, 'card']);
    expect(dropIn.store.getState().activeId).toBeNull();
    disconnect();
  });

  it('shows a renamed instrument under its new name', async () => {
    fakeProvider({ [`PATCH ${PROVIDER}/v1/instruments/${OTHER_ID}`]: [{ status: 200, body: storedCard(OTHER_ID, '4444', { displayName: 'Work card' }) }] });
    const { client } = clientOf(instrumentSession());
    const dropIn = createDropIn(client);
    const disconnect = dropIn.connect();
    await updateInstrument(client, OTHER_ID, { displayName: 'Work card' });
    expect(dropIn.store.getState().options.find((option) => option.id === `stored:${OTHER_ID}`)?.instrument?.displayName).toBe('Work card');
    disconnect();
  });
});
