import { describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_SETTINGS, fetchRemoteConfig, parseRemoteSettings } from '../../../../host-app/client/analytics/remoteConfig';
import { createManualTimers, settle } from './manualTimers';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch whose answers the test scripts; 'hang' waits until the request is aborted. */
function scriptedFetch(answers: ('hang' | 'fail' | Response)[]) {
  const signals: AbortSignal[] = [];
  const fetch = ((_url: string, init?: RequestInit) => {
    const signal = init!.signal!;
    signals.push(signal);
    const answer = answers.shift() ?? 'fail';
    if (answer === 'fail') return Promise.reject(new TypeError('network down'));
    if (answer === 'hang') return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    return Promise.resolve(answer);
  }) as typeof globalThis.fetch;
  return { fetch, signals };
}

describe('analytics remote config', () => {
  it('uses the first good answer, merged over the defaults', async () => {
    const timers = createManualTimers();
    const { fetch, signals } = scriptedFetch([json({ errorCode: 0, data: { maxBatchSize: 5, telemetryLevel: 'warn', fetchTries: 3 } })]);
    const result = await fetchRemoteConfig({ url: '/config', fetch, timers });
    expect(result).toEqual({ ok: true, attempts: 1, settings: { ...DEFAULT_REMOTE_SETTINGS, maxBatchSize: 5, telemetryLevel: 'warn' } });
    expect(signals).toHaveLength(1);
    expect(timers.pending()).toBe(0);
  });

  it('aborts a try after 1000 ms and tries again, three times in all', async () => {
    const timers = createManualTimers();
    const { fetch, signals } = scriptedFetch(['hang', 'hang', 'hang']);
    const pending = fetchRemoteConfig({ url: '/config', fetch, timers });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await settle();
      expect(signals).toHaveLength(attempt);
      timers.advance(999);
      expect(signals[attempt - 1]!.aborted).toBe(false);
      timers.advance(1);
      expect(signals[attempt - 1]!.aborted).toBe(true);
    }
    const result = await pending;
    expect(result).toMatchObject({ ok: false, attempts: 3, error: 'timed out after 1000 ms', settings: DEFAULT_REMOTE_SETTINGS });
  });

  it('succeeds on the third try after two failures', async () => {
    const timers = createManualTimers();
    const { fetch, signals } = scriptedFetch(['fail', json({}, 503), json({ enabled: false })]);
    const result = await fetchRemoteConfig({ url: '/config', fetch, timers });
    expect(signals).toHaveLength(3);
    expect(result).toMatchObject({ ok: true, attempts: 3, settings: { enabled: false } });
  });

  it('does not try a fourth time', async () => {
    const { fetch, signals } = scriptedFetch(['fail', 'fail', 'fail', json({})]);
    const result = await fetchRemoteConfig({ url: '/config', fetch, timers: createManualTimers() });
    expect(signals).toHaveLength(3);
    expect(result).toMatchObject({ ok: false, error: 'network down' });
  });

  it('names the invalid fields of a bad answer', () => {
    expect(() => parseRemoteSettings({ data: { maxBatchSize: 51, telemetryLevel: 'loud' } })).toThrow(/maxBatchSize, telemetryLevel/);
  });
});
