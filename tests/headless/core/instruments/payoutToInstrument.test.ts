import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLLING } from '../../../../headless/core/executor/constants';
import { INSTRUMENT_NOT_VALID, NO_PAYOUT_INSTRUMENT } from '../../../../headless/core/instruments/instrumentInput';
import { payoutToInstrument } from '../../../../headless/core/instruments/payoutToInstrument';
import { CARD_ID, PROVIDER, clientOf, fakeProvider, instrumentSession } from './fakeProvider';

const PAYOUT = `${PROVIDER}/v1/executions/exe_1/payout`;
const EXECUTION = `${PROVIDER}/v1/executions/exe_1`;
const UNKNOWN_ID = '11111111-2222-4333-8444-555555555555';

const record = (...codes: string[]) => ({
  id: 'exe_1',
  status: codes.map((code) => ({ code })),
  ...(codes.at(-1) === 'payoutFailed' ? { finalState: { code: 'payoutFailed', errors: [{ code: 'declined', reason: { result: 'Card declined' } }] } } : {}),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function run(input: unknown, session = instrumentSession()) {
  const { client, logs } = clientOf(session);
  const sleeps: number[] = [];
  const result = payoutToInstrument(client, input, { sleep: async (ms) => void sleeps.push(ms) });
  return { result, sleeps, logs };
}

describe('payoutToInstrument', () => {
  it('posts the payout payload for the stored instrument and polls the execution until payoutSuccessful', async () => {
    const { sent } = fakeProvider({
      [`POST ${PAYOUT}`]: [{ status: 202, body: { links: { execution: EXECUTION } } }],
      [`GET ${EXECUTION}`]: [{ status: 200, body: record('payoutRequested') }, { status: 200, body: record('payoutRequested', 'payoutSuccessful') }],
    });
    const { result, sleeps } = run({ paymentInstrumentId: CARD_ID });
    await expect(result).resolves.toEqual({ executionId: 'exe_1', status: 'payoutSuccessful' });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([`POST ${PAYOUT}`, `GET ${EXECUTION}`, `GET ${EXECUTION}`]);
    expect(sent[0]!.body).toEqual({
      amount: { value: 800, currency: 'EUR' },
      payoutComposition: [{ integrationType: 'api', amount: { value: 800, currency: 'EUR' }, paymentMethodCode: 'card', paymentInstrumentId: CARD_ID }],
    });
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]!.headers.get('Idempotency-Key')).toBeNull();
    expect(sleeps).toEqual([POLLING.initialDelayMs, POLLING.intervalMs]);
  });

  it('pays out the amount given, with the method of the stored instrument', async () => {
    const session = instrumentSession();
    session.storedInstruments[0]!.paymentMethod = 'googlePay';
    const { sent } = fakeProvider({
      [`POST ${PAYOUT}`]: [{ status: 202, body: { links: { execution: EXECUTION } } }],
      [`GET ${EXECUTION}`]: [{ status: 200, body: record('payoutRequested', 'payoutSuccessful') }],
    });
    await run({ paymentInstrumentId: CARD_ID, amount: { value: 500, currency: 'EUR' } }, session).result;
    expect(sent[0]!.body).toMatchObject({
      amount: { value: 500, currency: 'EUR' },
      payoutComposition: [{ amount: { value: 500, currency: 'EUR' }, paymentMethodCode: 'googlePay' }],
    });
  });

  it('resolves payoutFailed with the provider reason', async () => {
    fakeProvider({
      [`POST ${PAYOUT}`]: [{ status: 202, body: { links: { execution: EXECUTION } } }],
      [`GET ${EXECUTION}`]: [{ status: 200, body: record('payoutRequested', 'payoutFailed') }],
    });
    await expect(run({ paymentInstrumentId: CARD_ID }).result).resolves.toEqual({ executionId: 'exe_1', status: 'payoutFailed', reason: 'Card declined' });
  });

  it('lets the provider decide about an id the session does not list (a card payout)', async () => {
    const { sent } = fakeProvider({ [`POST ${PAYOUT}`]: [{ status: 422, body: { errorCode: 'INVALID_INSTRUMENT', message: 'Not an enabled card of the holder' } }] });
    const { result, logs } = run({ paymentInstrumentId: UNKNOWN_ID });
    await expect(result).rejects.toMatchObject({ code: 'API_UNSUCCESSFUL', status: 422 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ payoutComposition: [{ paymentMethodCode: 'card', paymentInstrumentId: UNKNOWN_ID }] });
    expect(logs).toEqual(['ERROR API_UNSUCCESSFUL: Not an enabled card of the holder']);
  });

  it.each([['card-1'], [42], [`${CARD_ID} `]])("rejects the instrument %j with 'Instrument is not valid' (PC-PAYOUT-2) and calls nothing", async (paymentInstrumentId) => {
    const { sent } = fakeProvider({});
    await expect(run({ paymentInstrumentId }).result).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: INSTRUMENT_NOT_VALID, fields: ['paymentInstrumentId'] });
    expect(sent).toHaveLength(0);
  });

  it.each([[undefined], [{}], [{ paymentInstrumentId: '' }]])("logs 'payout with no instrument selected' for %j", async (input) => {
    const { sent } = fakeProvider({});
    const { result, logs } = run(input);
    await expect(result).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: INSTRUMENT_NOT_VALID, fields: ['paymentInstrumentId'] });
    expect(logs).toEqual([`ERROR ${NO_PAYOUT_INSTRUMENT}`]);
    expect(sent).toHaveLength(0);
  });

  it('rejects a malformed amount naming it', async () => {
    fakeProvider({});
    await expect(run({ paymentInstrumentId: CARD_ID, amount: { value: 1.5, currency: 'eur' } }).result).rejects.toMatchObject({
      code: 'INVALID_CONFIGURATION',
      fields: ['payout.amount.value', 'payout.amount.currency'],
    });
  });

  it('logs and rejects when the session has no payout link', async () => {
    const { sent } = fakeProvider({});
    const session = instrumentSession();
    const { result, logs } = run({ paymentInstrumentId: CARD_ID }, { ...session, links: { ...session.links, payout: undefined } });
    await expect(result).rejects.toMatchObject({ code: 'INVALID_CONFIGURATION' });
    expect(logs).toEqual(['ERROR API URL not found: links.payout']);
    expect(sent).toHaveLength(0);
  });
});
