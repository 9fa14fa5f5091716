import { describe, expect, it } from 'vitest';
import type { ProviderClient, ProviderRequest } from '../../../../headless/core/api/providerClient';
import { AUTHORIZE_FINAL_STATES, POLLING } from '../../../../headless/core/executor/constants';
import { pollExecution } from '../../../../headless/core/executor/pollExecution';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';

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
