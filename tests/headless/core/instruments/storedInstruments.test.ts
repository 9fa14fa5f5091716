import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { INSTRUMENT_NOT_VALID, SAVE_INSTRUMENT_URL_MISSING } from '../../../../headless/core/instruments/instrumentInput';
import {
  deleteInstrument,
  getStoredInstruments,
  saveInstrument,
  takeInstrumentsFromRecord,
  updateInstrument,
} from '../../../../headless/core/instruments/storedInstruments';
import type { PaymentClientSession } from '../../../../headless/core/session/sessionSchema';
import { testInitResponse } from '../../../support/session';
import { CARD_ID, OTHER_ID, PROVIDER, clientOf, fakeProvider, instrumentSession, storedCard } from './fakeProvider';

const NEW_ID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const TOKENS = { card_number: 'tok_n', expiry_month: 'tok_m', expiry_year: 'tok_y', security_code: 'tok_c' };

afterEach(() => {
  vi.unstubAllGlobals();
});

const ids = (instruments: { id: string }[]) => instruments.map((instrument) => instrument.id);

describe('getStoredInstruments', () => {
  it("lists the session holder's instruments, deleted ones left out, as copies", async () => {
    const { client } = clientOf(instrumentSession({ storedInstruments: [storedCard(CARD_ID, '4242'), storedCard(OTHER_ID, '4444', { status: 'deleted' })] }));
    const listed = await getStoredInstruments(client);
    expect(listed).toEqual([storedCard(CARD_ID, '4242')]);
    listed[0]!.displayName = 'changed by the merchant';
    expect(client.session.storedInstruments[0]!.displayName).toBe('Visa •••• 4242');
  });
});

describe('deleteInstrument', () => {
  it('sends DELETE to links.instrumentDelete with the id in place of :instrumentId, then drops it from the session', async () => {
    const { sent } = fakeProvider({ [`DELETE ${PROVIDER}/v1/instruments/${CARD_ID}`]: [{ status: 204 }] });
    const { client } = clientOf(instrumentSession());
    const sessions: PaymentClientSession[] = [];
    client.onSessionChange((session) => sessions.push(session));

    await expect(deleteInstrument(client, CARD_ID)).resolves.toBeUndefined();

    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Authorization')).toBe(`Bearer ${client.session.token}`);
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.body).toBeUndefined();
    expect(ids(client.session.storedInstruments)).toEqual([OTHER_ID]);
    // What lists instruments (a mounted drop-in) hears of it.
    expect(sessions).toHaveLength(1);
    expect(ids(sessions[0]!.storedInstruments)).toEqual([OTHER_ID]);
    expect(ids(await getStoredInstruments(client))).toEqual([OTHER_ID]);
  });

  it('retries a 503 under the same idempotency key (SEC-11)', async () => {
    const { sent } = fakeProvider({ [`DELETE ${PROVIDER}/v1/instruments/${CARD_ID}`]: [{ status: 503, body: { message: 'busy' } }, { status: 204 }] });
    const { client } = clientOf(instrumentSession());
    await deleteInstrument(client, CARD_ID);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers.get('Idempotency-Key')).toBe(sent[0]!.headers.get('Idempotency-Key'));
  });

  it.each([['not-a-uuid'], [''], [42], [undefined], [`${CARD_ID}/../x`]])('rejects the id %j as not valid without calling the provider', async (id) => {
    const { sent } = fakeProvider({});
    const { client } = clientOf(instrumentSession());
    const error = await deleteInstrument(client, id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentClientError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: INSTRUMENT_NOT_VALID, fields: ['instrumentId'] });
    expect(sent).toHaveLength(0);
  });

  it('keeps the instrument, logs and rejects when the provider refuses', async () => {
    fakeProvider({ [`DELETE ${PROVIDER}/v1/instruments/${CARD_ID}`]: [{ status: 404, body: { errorCode: 'NOT_FOUND', message: 'Instrument not found' }, headers: { 'X-Request-Id': 'req_1' } }] });
    const { client, logs } = clientOf(instrumentSession());
    const error = await deleteInstrument(client, CARD_ID).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'API_UNSUCCESSFUL', status: 404, requestId: 'req_1', message: 'Instrument not found' });
    expect(logs).toEqual(['ERROR API_UNSUCCESSFUL: Instrument not found']);
    expect(ids(client.session.storedInstruments)).toEqual([CARD_ID, OTHER_ID]);
  });

  it('asks the merchant for a new session when the session token has expired', async () => {
    fakeProvider({ [`DELETE ${PROVIDER}/v1/instruments/${CARD_ID}`]: [{ status: 401, body: { errorCode: 'TOKEN_EXPIRED', message: 'expired' } }] });
    const refreshed = instrumentSession({ storedInstruments: [] });
    const onSessionExpired = vi.fn(async () => testInitResponse(refreshed));
    const { client } = clientOf(instrumentSession(), { events: { onSessionExpired } });
    await expect(deleteInstrument(client, CARD_ID)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    await vi.waitFor(() => expect(client.session.storedInstruments).toEqual([]));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('logs and rejects when the session has no instrumentDelete link', async () => {
    const { sent } = fakeProvider({});
    const session = instrumentSession();
    const { client, logs } = clientOf({ ...session, links: { ...session.links, instrumentDelete: undefined } });
    await expect(deleteInstrument(client, CARD_ID)).rejects.toMatchObject({ code: 'INVALID_CONFIGURATION' });
    expect(logs).toEqual(['ERROR API URL not found: links.instrumentDelete']);
    expect(sent).toHaveLength(0);
  });
});

describe('updateInstrument', () => {
  it('sends PATCH to links.instrumentUpdate and puts the answer in the session', async () => {
    const renamed = storedCard(CARD_ID, '4242', { displayName: 'Work card' });
    const { sent } = fakeProvider({ [`PATCH ${PROVIDER}/v1/instruments/${CARD_ID}`]: [{ status: 200, body: renamed }] });
    const { client } = clientOf(instrumentSession());
    const listener = vi.fn();
    client.onSessionChange(listener);

    await expect(updateInstrument(client, CARD_ID, { displayName: 'Work card' })).resolves.toEqual(renamed);

    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { displayName: 'Work card' } });
    expect(sent[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(client.session.storedInstruments).toEqual([renamed, storedCard(OTHER_ID, '4444')]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('disables an instrument', async () => {
    const disabled = storedCard(OTHER_ID, '4444', { status: 'disabled' });
    const { sent } = fakeProvider({ [`PATCH ${PROVIDER}/v1/instruments/${OTHER_ID}`]: [{ status: 200, body: disabled }] });
    const { client } = clientOf(instrumentSession());
    await updateInstrument(client, OTHER_ID, { status: 'disabled' });
    expect(sent[0]!.body).toEqual({ status: 'disabled' });
    expect(client.session.storedInstruments[1]).toEqual(disabled);
  });

  it.each([
    [{}, 'instrumentUpdate'],
    [{ status: 'deleted' }, 'instrumentUpdate.status'],
    [{ displayName: '' }, 'instrumentUpdate.displayName'],
    [{ displayName: 'x'.repeat(101) }, 'instrumentUpdate.displayName'],
    ['Work card', 'instrumentUpdate'],
  ])('rejects the body %j naming %s, without calling the provider', async (body, field) => {
    const { sent } = fakeProvider({});
    const { client } = clientOf(instrumentSession());
    const error = await updateInstrument(client, CARD_ID, body).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_CONFIGURATION' });
    expect((error as PaymentClientError).fields).toContain(field);
    expect(sent).toHaveLength(0);
  });

  it('rejects an id that is not a UUID', async () => {
    fakeProvider({});
    const { client } = clientOf(instrumentSession());
    await expect(updateInstrument(client, 'card-1', { displayName: 'Work card' })).rejects.toMatchObject({ message: INSTRUMENT_NOT_VALID });
  });
});

describe('saveInstrument', () => {
  const saved = storedCard(NEW_ID, '1111', { data: { network: 'visa', bin: '41111111', binLookup: { issuerCountry: { code: 'US' } } } });

  it('posts the save-instrument payload of PC-INSTRUMENT-2 to vaultConfiguration.links.saveInstrument; the card heads the session list', async () => {
    const { sent } = fakeProvider({ [`POST ${PROVIDER}/v1/instruments`]: [{ status: 201, body: saved }] });
    const { client } = clientOf(instrumentSession());

    await expect(saveInstrument(client, { data: { cardData: TOKENS }, encryptedData: 'opaque' })).resolves.toEqual(saved);

    expect(sent[0]!.body).toEqual({
      data: { cardData: TOKENS },
      merchantReference: 'order-1',
      holderReference: 'holder-1',
      holderId: 'hol_1',
      paymentMethod: 'card',
      storeInstrument: false,
      futureUsage: 'CardOnFile',
      encryptedData: 'opaque',
      vaultProviderConfigId: 'pc_1',
    });
    expect(sent[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(ids(client.session.storedInstruments)).toEqual([NEW_ID, CARD_ID, OTHER_ID]);
  });

  it("keeps the merchant's futureUsage and storeInstrument, and gives no default futureUsage to other methods", async () => {
    const { sent } = fakeProvider({ [`POST ${PROVIDER}/v1/instruments`]: [{ status: 201, body: saved }, { status: 201, body: { ...saved, paymentMethod: 'payPal' } }] });
    const { client } = clientOf(instrumentSession());
    await saveInstrument(client, { data: { cardData: TOKENS }, futureUsage: 'Subscription', storeInstrument: true });
    await saveInstrument(client, { paymentMethod: 'payPal', data: { email: 'buyer@example.com' } });
    expect(sent[0]!.body).toMatchObject({ futureUsage: 'Subscription', storeInstrument: true });
    expect(sent[1]!.body).toMatchObject({ paymentMethod: 'payPal', storeInstrument: false });
    expect(sent[1]!.body).not.toHaveProperty('futureUsage');
  });

  it('leaves out the holder fields of a session without a holder', async () => {
    const { sent } = fakeProvider({ [`POST ${PROVIDER}/v1/instruments`]: [{ status: 201, body: saved }] });
    const { client } = clientOf(instrumentSession({ holderReference: undefined, holderId: undefined }));
    await saveInstrument(client, { data: { cardData: TOKENS } });
    expect(sent[0]!.body).not.toHaveProperty('holderReference');
    expect(sent[0]!.body).not.toHaveProperty('holderId');
  });

  it("logs 'save-instrument URL not available' and rejects when the vault configuration has no link", async () => {
    const { sent } = fakeProvider({});
    const session = instrumentSession();
    const { client, logs } = clientOf({ ...session, vaultConfiguration: { ...session.vaultConfiguration, links: { ...session.vaultConfiguration.links, saveInstrument: undefined } } });
    const error = await saveInstrument(client, { data: { cardData: TOKENS } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_CONFIGURATION' });
    expect((error as Error).message).toContain(SAVE_INSTRUMENT_URL_MISSING);
    expect(logs).toEqual([`ERROR ${SAVE_INSTRUMENT_URL_MISSING}`]);
    expect(sent).toHaveLength(0);
  });

  it.each([[undefined], [{}], [{ data: 'tok' }], [{ data: {}, paymentMethod: '' }], [{ data: {}, storeInstrument: 'yes' }]])(
    'rejects the input %j before calling the provider',
    async (input) => {
      const { sent } = fakeProvider({});
      const { client } = clientOf(instrumentSession());
      await expect(saveInstrument(client, input)).rejects.toMatchObject({ code: 'INVALID_CONFIGURATION' });
      expect(sent).toHaveLength(0);
    },
  );
});

describe('takeInstrumentsFromRecord', () => {
  const record = (paymentCompositionOptions?: unknown) => ({ id: 'exe_1', status: [{ code: 'authorizeSuccessful' }], ...(paymentCompositionOptions ? { paymentCompositionOptions } : {}) });

  it("puts an instrument the record lists first, and takes the record's fields for known ones", () => {
    const renamed = storedCard(OTHER_ID, '4444', { displayName: 'Work card' });
    const stored = storedCard(NEW_ID, '0005', { data: { network: 'amex', bin: '378282' } });
    const { client } = clientOf(instrumentSession());
    takeInstrumentsFromRecord(client, record([{ paymentMethodCode: 'card', paymentInstruments: [stored, renamed] }, { paymentMethodCode: 'payPal', paymentInstruments: [] }]));
    expect(client.session.storedInstruments).toEqual([stored, storedCard(CARD_ID, '4242'), renamed]);
  });

  it('changes nothing for a record without composition options, or with entries that are not instruments', () => {
    const { client } = clientOf(instrumentSession());
    const before = client.session.storedInstruments;
    takeInstrumentsFromRecord(client, record());
    takeInstrumentsFromRecord(client, record([{ paymentMethodCode: 'card', paymentInstruments: [{ id: 'not-a-uuid' }] }]));
    expect(client.session.storedInstruments).toBe(before);
  });
});
