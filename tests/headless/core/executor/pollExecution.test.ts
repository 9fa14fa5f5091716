import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderClient, ProviderRequest } from '../../../../headless/core/api/providerClient';
import { AUTHORIZE_FINAL_STATES, POLLING } from '../../../../headless/core/executor/constants';
import { pollExecution } from '../../../../headless/core/executor/pollExecution';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { arabicCatalog } from '../../../../headless/core/i18n/arabicCatalog';
import { addCatalog, createTranslator, type Translate } from '../../../../headless/core/i18n/translate';

type Step = { status: string[] } | Error;

function scripted(steps: Step[]) {
  const requests: ProviderRequest[] = [];
  const client: ProviderClient = {
    async request<T>(request: ProviderRequest) {
      requests.push(request);
      const step = steps.length > 1 ? steps.shift()! : steps[0]!;
      if (step instanceof Error) throw step;
      return { id: 'exe_1', status: step.status.map((code) => ({ code, time: '2026-01-01T00:00:00Z' })) } as T;
    },
  };
  const sleeps: number[] = [];
  const run = () =>
    pollExecution({
      client,
      executionUrl: 'http://p.test/executions/exe_1',
      requestCode: 'authorizeRequested',
      finalCodes: AUTHORIZE_FINAL_STATES,
      sleep: async (ms) => void sleeps.push(ms),
    });
  return { run, requests, sleeps };
}

describe('pollExecution', () => {
  it('waits the initial delay, then polls at the interval until a final state', async () => {
    const { run, requests, sleeps } = scripted([
      { status: ['authorizeRequested'] },
      { status: ['authorizeRequested'] },
      { status: ['authorizeRequested', 'authorizeSuccessful'] },
    ]);
    await expect(run()).resolves.toMatchObject({ finalCode: 'authorizeSuccessful' });
    expect(requests).toHaveLength(3);
    expect(sleeps).toEqual([POLLING.initialDelayMs, POLLING.intervalMs, POLLING.intervalMs]);
  });

  it('ignores final states older than the latest request', async () => {
    const { run, requests } = scripted([
      { status: ['authorizeRequested', 'authorizeFailed', 'authorizeRequested'] },
      { status: ['authorizeRequested', 'authorizeFailed', 'authorizeRequested', 'authorizeSuccessful'] },
    ]);
    await expect(run()).resolves.toMatchObject({ finalCode: 'authorizeSuccessful' });
    expect(requests).toHaveLength(2);
  });

  it('stops after the spec maximum of polls', async () => {
    const { run, requests } = scripted([{ status: ['authorizeRequested'] }]);
    await expect(run()).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
    expect(requests).toHaveLength(POLLING.maxAttempts);
  });

  it('gives up when the request never appears, after the retries allowed to see it', async () => {
    const { run, requests } = scripted([{ status: [] }]);
    await expect(run()).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', message: expect.stringContaining('never appeared') });
    expect(requests).toHaveLength(POLLING.maxRequestRetries + 1);
  });

  it('counts a failed poll as several attempts', async () => {
    const failure = new PaymentClientError('API_UNSUCCESSFUL', 'boom', { status: 500 });
    const { run, requests } = scripted([failure]);
    await expect(run()).rejects.toBe(failure);
    expect(requests).toHaveLength(Math.ceil(POLLING.maxAttempts / POLLING.errorCountMultiplier));
  });

  it('stops at once on an expired session', async () => {
    const expired = new PaymentClientError('SESSION_EXPIRED', 'API token is not valid or expired.');
    const { run, requests } = scripted([expired]);
    await expect(run()).rejects.toBe(expired);
    expect(requests).toHaveLength(1);
  });
});

describe('pollExecution on the clock (PC-POLL-4: initial delay 2000 ms, interval 680 ms, at most 60 attempts, error multiplier 5)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Polls with the real `wait` under fake timers, recording when each poll was sent. */
  function onTheClock(answer: () => { status: string[] } | Error) {
    vi.useFakeTimers({ now: 0 });
    const sentAt: number[] = [];
    const client: ProviderClient = {
      async request<T>() {
        sentAt.push(Date.now());
        const step = answer();
        if (step instanceof Error) throw step;
        return { id: 'exe_1', status: step.status.map((code) => ({ code, time: '2026-01-01T00:00:00Z' })) } as T;
      },
    };
    const result = pollExecution({ client, executionUrl: 'http://p.test/executions/exe_1', requestCode: 'authorizeRequested', finalCodes: AUTHORIZE_FINAL_STATES });
    // Observed at once, so a rejection before the test awaits it is not reported as unhandled.
    const settled = result.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    return { sentAt, settled };
  }

  it('sends nothing before 2000 ms, then polls every 680 ms', async () => {
    let polls = 0;
    const { sentAt, settled } = onTheClock(() => (++polls < 3 ? { status: ['authorizeRequested'] } : { status: ['authorizeRequested', 'authorizeSuccessful'] }));
    await vi.advanceTimersByTimeAsync(1999);
    expect(sentAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentAt).toEqual([2000]);
    await vi.advanceTimersByTimeAsync(679);
    expect(sentAt).toEqual([2000]);
    await vi.advanceTimersByTimeAsync(1 + 680);
    expect(sentAt).toEqual([2000, 2680, 3360]);
    await expect(settled).resolves.toMatchObject({ value: { finalCode: 'authorizeSuccessful' } });
  });

  it('gives up after 60 polls, the last at 2000 + 59 × 680 ms, and sends no more', async () => {
    const { sentAt, settled } = onTheClock(() => ({ status: ['authorizeRequested'] }));
    await vi.advanceTimersByTimeAsync(2000 + 59 * 680);
    expect(sentAt).toHaveLength(60);
    expect(sentAt.at(-1)).toBe(42_120);
    await expect(settled).resolves.toMatchObject({ error: { code: 'UNKNOWN_ERROR' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toHaveLength(60);
  });

  it('counts each failed poll as 5 of the 60 attempts: 12 polls, 680 ms apart', async () => {
    const failure = new PaymentClientError('API_UNSUCCESSFUL', 'boom', { status: 500 });
    const { sentAt, settled } = onTheClock(() => failure);
    await vi.advanceTimersByTimeAsync(2000 + 11 * 680);
    expect(sentAt).toEqual(Array.from({ length: 12 }, (_, index) => 2000 + index * 680));
    await expect(settled).resolves.toEqual({ error: failure });
  });
});

describe('pollExecution when the shopper leaves', () => {
  const client: ProviderClient = {
    async request<T>() {
      return { id: 'exe_1', status: [{ code: 'authorizeRequested', time: '2026-01-01T00:00:00Z' }] } as T;
    },
  };
  const leave = (translate?: Translate) =>
    pollExecution({
      client,
      executionUrl: 'http://p.test/executions/exe_1',
      requestCode: 'authorizeRequested',
      finalCodes: AUTHORIZE_FINAL_STATES,
      sleep: async () => undefined,
      abandoned: () => true,
      ...(translate ? { translate } : {}),
    });

  it("says the payment was cancelled in the page's language", async () => {
    addCatalog('ar', arabicCatalog);
    await expect(leave(createTranslator('ar'))).rejects.toMatchObject({ code: 'USER_CANCELLED', message: arabicCatalog['error.userCancelled'] });
    expect(arabicCatalog['error.userCancelled']).toMatch(/^[\u0600-\u06FF\s.]+$/);
  });

  it('says it in English without a translator', async () => {
    await expect(leave()).rejects.toMatchObject({ code: 'USER_CANCELLED', message: 'User cancelled the authorization.' });
  });
});
