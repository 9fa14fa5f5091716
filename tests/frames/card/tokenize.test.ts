import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenizeError, tokenizeCard } from '../../../frames/card/tokenize';

const CARD = { card_number: '4242424242424242', expiry_month: '12', expiry_year: '30', security_code: '123' };
const ANSWER = { id: 'rec_1', tokens: { card_number: 'tok_1' }, bin: '42424242', lastFour: '4242', network: 'visa' };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeVault(answers: (() => Response)[]) {
  const keys: (string | undefined)[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, keys };
}

const noWait = vi.fn(async () => {});

afterEach(() => {
  vi.unstubAllGlobals();
  noWait.mockClear();
});

describe('the frame tokenizes with an idempotency key (SEC-11)', () => {
  it('sends one key per collect, the same on every retry of it, and a new one for the next collect', async () => {
    const refused = () => {
      throw new TypeError('connection reset');
    };
    const { keys } = fakeVault([() => json(503, { message: 'busy' }), refused, () => json(201, ANSWER), () => json(201, ANSWER)]);
    expect(await tokenizeCard('vlt_1', 'vault-jwt', CARD, { sleep: noWait })).toEqual(ANSWER);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
    expect(noWait).toHaveBeenCalledTimes(2);

    await tokenizeCard('vlt_1', 'vault-jwt', CARD, { sleep: noWait });
    expect(keys[3]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('uses the key it is given', async () => {
    const { keys } = fakeVault([() => json(201, ANSWER)]);
    await tokenizeCard('vlt_1', 'vault-jwt', CARD, { idempotencyKey: 'collect-7', sleep: noWait });
    expect(keys).toEqual(['collect-7']);
  });

  it('does not retry a refusal: an invalid card, a reused key or an expired token is final', async () => {
    for (const [status, code] of [
      [422, 'INVALID_CARD'],
      [401, 'TOKEN_EXPIRED'],
      [400, 'NETWORK_ERROR'],
    ] as const) {
      const { fetchMock } = fakeVault([() => json(status, { message: 'refused' })]);
      const error = await tokenizeCard('vlt_1', 'vault-jwt', CARD, { sleep: noWait }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TokenizeError);
      expect(error).toMatchObject({ code });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
    expect(noWait).not.toHaveBeenCalled();
  });

  it('gives up after a bounded number of attempts', async () => {
    const { fetchMock } = fakeVault([() => json(500, {}), () => json(502, {}), () => json(503, {}), () => json(201, ANSWER)]);
    await expect(tokenizeCard('vlt_1', 'vault-jwt', CARD, { sleep: noWait })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
