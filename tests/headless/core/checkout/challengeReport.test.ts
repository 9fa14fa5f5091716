// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForChallengeReport } from '../../../../headless/core/checkout/challengeReport';
import { THREE_DS_COMPLETED_MESSAGE } from '../../../../headless/core/executor/constants';

const CHALLENGE = 'https://acs.sandbox.example/3ds/exe_1';
const CHALLENGE_ORIGIN = 'https://acs.sandbox.example';

const report = (overrides: Record<string, unknown> = {}) => ({ type: THREE_DS_COMPLETED_MESSAGE, executionId: 'exe_1', outcome: 'approved', ...overrides });

function post(data: unknown, init: { origin?: string; source?: MessageEventSource | null } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data, origin: init.origin ?? CHALLENGE_ORIGIN, source: init.source ?? null }));
}

/** Whether the promise has settled once the microtasks queued so far have run (timers, real or fake, untouched). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return done;
}

afterEach(() => vi.useRealTimers());

describe('waiting for the 3-D Secure challenge page', () => {
  const wait = (options: { source?: () => MessageEventSource | null; closed?: () => boolean; signal?: AbortSignal } = {}) =>
    waitForChallengeReport(window, { href: CHALLENGE, executionId: 'exe_1', signal: options.signal ?? new AbortController().signal, ...options });

  it("resolves with the outcome the challenge page reports for this execution", async () => {
    const waiting = wait();
    post(report({ outcome: 'declined' }));
    await expect(waiting).resolves.toBe('declined');
  });

  it.each([
    ['another origin', report(), { origin: 'https://evil.example' }],
    ['an origin that only starts like the challenge one', report(), { origin: `${CHALLENGE_ORIGIN}.evil.example` }],
    ['another execution', report({ executionId: 'exe_2' }), {}],
    ['an unknown outcome', report({ outcome: 'maybe' }), {}],
    ['another message type', report({ type: 'something-else' }), {}],
    ['no data', null, {}],
  ])('ignores a message from %s', async (_what, data, init) => {
    const waiting = wait();
    post(data, init);
    expect(await settled(waiting)).toBe(false);
    post(report());
    await expect(waiting).resolves.toBe('approved');
  });

  it('ignores a message from a window other than the challenge popup', async () => {
    const popup = new MessageChannel().port1;
    const other = new MessageChannel().port1;
    const waiting = wait({ source: () => popup });
    post(report(), { source: other });
    expect(await settled(waiting)).toBe(false);
    post(report(), { source: popup });
    await expect(waiting).resolves.toBe('approved');
  });

  it("ignores a report from the challenge origin while the challenge's own window is not known", async () => {
    let frame: MessageEventSource | null = null;
    const waiting = wait({ source: () => frame });
    post(report(), { source: new MessageChannel().port1 });
    post(report());
    expect(await settled(waiting)).toBe(false);
    frame = new MessageChannel().port1;
    post(report(), { source: frame });
    await expect(waiting).resolves.toBe('approved');
  });

  it('a popup closed without a report is a cancel, after one more check for the report', async () => {
    vi.useFakeTimers();
    let closed = false;
    const waiting = wait({ closed: () => closed });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(waiting)).toBe(false);

    closed = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    await expect(waiting).resolves.toBe('cancelled');
  });

  it('a report that arrives just after its popup closed still counts', async () => {
    vi.useFakeTimers();
    const waiting = wait({ closed: () => true });
    await vi.advanceTimersByTimeAsync(500);
    post(report());
    await expect(waiting).resolves.toBe('approved');
  });

  it('rejects with the reason when aborted, and then ignores reports', async () => {
    const controller = new AbortController();
    const waiting = wait({ signal: controller.signal });
    const reason = new Error('cancelled by the shopper');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    const listener = vi.fn();
    window.addEventListener('message', listener);
    post(report());
    window.removeEventListener('message', listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
