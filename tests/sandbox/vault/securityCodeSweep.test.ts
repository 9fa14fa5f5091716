import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from '../../../sandbox/repeatEvery';
import { SECURITY_CODE_LIFETIME_SECONDS, sweepSecurityCodes } from '../../../sandbox/vault/securityCodeSweep';
import { authorizeBody, authorizeRequest, card, createSession, startTestSandbox, tokenize, useTestSandbox } from '../helpers';

const t = useTestSandbox();
const LIFETIME_MS = SECURITY_CODE_LIFETIME_SECONDS * 1000;

async function storedCard(cardId: string) {
  const { rows } = await t.db.query<{ card_number_encrypted: string; security_code_encrypted: string | null }>(
    'SELECT card_number_encrypted, security_code_encrypted FROM vault.cards WHERE id = $1',
    [cardId],
  );
  const tokens = await t.db.query<{ field: string }>('SELECT field FROM vault.tokens WHERE card_id = $1 ORDER BY field', [cardId]);
  return { card: rows[0], fields: tokens.rows.map((row) => row.field) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CVCs of abandoned checkouts (SEC-24)', () => {
  it('keeps the CVC while a token of its session can still be valid, and deletes it, not the card, once none can', async () => {
    const started = t.clock.now.getTime();
    const session = await createSession(t.provider);
    const { id: cardId } = await tokenize(t.vault, session, card('4242424242424242'));

    t.clock.now = new Date(started + LIFETIME_MS - 1000);
    expect(await sweepSecurityCodes(t.db, t.clock.read())).toBe(0);
    expect((await storedCard(cardId)).card?.security_code_encrypted).toMatch(/^v2\./);
    expect((await storedCard(cardId)).fields).toContain('security_code');

    t.clock.now = new Date(started + LIFETIME_MS);
    expect(await sweepSecurityCodes(t.db, t.clock.read())).toBe(1);
    const after = await storedCard(cardId);
    expect(after.card?.security_code_encrypted).toBeNull();
    expect(after.card?.card_number_encrypted).toMatch(/^v2\./);
    expect(after.fields).toEqual(['card_number', 'expiry_month', 'expiry_year']);
    expect(await sweepSecurityCodes(t.db, t.clock.read())).toBe(0);
  });

  it('leaves nothing to sweep after an authorization, which discards its CVC at once', async () => {
    t.clock.now = new Date('2026-06-02T10:00:00.000Z');
    const session = await createSession(t.provider);
    const { id: cardId, tokens } = await tokenize(t.vault, session, card('5555555555554444'));
    expect((await authorizeRequest(t.provider, session, authorizeBody(session, tokens))).statusCode).toBe(202);
    expect((await storedCard(cardId)).card?.security_code_encrypted).toBeNull();
  });
});

describe('the scheduled sweep', () => {
  it('runs one job at a time on its interval, does not keep the process alive, and stops waiting for a run', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const unref = vi.spyOn(globalThis, 'setInterval');
    let finish: () => void = () => {};
    const job = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const repeating = repeatEvery(1000, job, () => {});
    expect((unref.mock.results[0]?.value as NodeJS.Timeout).hasRef()).toBe(false);
    vi.advanceTimersByTime(999);
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1000);
    // The first run has not finished: the second tick waits for it rather than overlap.
    expect(job).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = repeating.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    vi.advanceTimersByTime(5000);
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('is started by the sandbox and sweeps expired CVCs on its own', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const own = await startTestSandbox({ cvcSweepIntervalMs: 60_000 });
    try {
      const session = await createSession(own.provider);
      await tokenize(own.vault, session, card('4242424242424242'));
      own.clock.advance(LIFETIME_MS);
      vi.advanceTimersByTime(60_000);
    } finally {
      // Waits for the sweep in progress, so the database is read after it.
      await own.sandbox.close();
    }
    const { rows } = await own.db.query<{ security_code_encrypted: string | null }>('SELECT security_code_encrypted FROM vault.cards');
    expect(rows).toEqual([{ security_code_encrypted: null }]);
    await own.db.close();
    await rm(own.distDir, { recursive: true, force: true });
  });
});
