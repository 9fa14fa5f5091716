import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderRequest } from '../../../../headless/core/api/providerClient';
import { DEFAULT_RETRY_POLICY } from '../../../../headless/core/api/retryPolicy';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { AUTHORIZE_FINAL_STATES, POLLING } from '../../../../headless/core/executor/constants';
import { runExecutionCommand } from '../../../../headless/core/executor/executionCommand';
import { scriptedProvider } from '../../../support/scriptedProvider';

const AUTHORIZE = 'http://p.test/executions/exe_1/authorize';
const EXECUTION = 'http://p.test/executions/exe_1';
const { baseDelayMs, maxAttempts, tooManyRequestsFactor } = DEFAULT_RETRY_POLICY;

const record = (...codes: string[]) => ({ id: 'exe_1', status: codes.map((code) => ({ code })) });
const accepted = { links: { execution: EXECUTION } };
const status = (code: number) => new PaymentClientError(code === 429 ? 'API_TOO_MANY_REQUESTS' : 'API_UNSUCCESSFUL', `answered ${code}`, { status: code });

/**
 * Runs an authorize command against `answerPost` (the answer to each POST in turn); the execution
 * shows the request only once `recorded` says so. `events` interleaves requests and sleeps.
 */
function run(answerPost: (postIndex: number) => unknown, recorded: (postCount: number) => boolean = () => false) {
  const events: (string | number)[] = [];
  const posts: ProviderRequest[] = [];
  const { client } = scriptedProvider((request) => {
    events.push(request.method);
    if (request.method === 'GET') return recorded(posts.length) ? record('authorizeRequested', 'authorizeSuccessful') : record();
    posts.push(request);
    return answerPost(posts.length - 1);
  });
  const result = runExecutionCommand({
    client,
    url: AUTHORIZE,
    executionUrl: EXECUTION,
    body: { amount: 1 },
    requestCode: 'authorizeRequested',
    finalCodes: AUTHORIZE_FINAL_STATES,
    sleep: async (ms) => void events.push(ms),
  });
  // The waits before the last POST are retries; polling waits come after it.
  const retrySleeps = () => events.slice(0, events.lastIndexOf('POST')).filter((event) => typeof event === 'number');
  return { result, events, posts, retrySleeps };
}

describe('runExecutionCommand retries', () => {
  afterEach(() => vi.restoreAllMocks());

  it('backs off after a 429 and re-sends with the same idempotency key, without reading the execution first', async () => {
    const { result, events, posts, retrySleeps } = run((i) => (i === 0 ? status(429) : accepted), (count) => count > 1);
    await expect(result).resolves.toMatchObject({ finalCode: 'authorizeSuccessful' });
    expect(events.slice(0, 3)).toEqual(['POST', expect.any(Number), 'POST']);
    expect(retrySleeps()).toHaveLength(1);
    // 429 backs off longer than other failures: at least half its multiplied cap.
    expect(retrySleeps()[0]).toBeGreaterThanOrEqual((baseDelayMs * tooManyRequestsFactor) / 2);
    expect(posts).toHaveLength(2);
    expect(posts[0]!.idempotencyKey).toBeTruthy();
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
  });

  it('reads the execution after each 5xx and waits longer before each re-send', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { result, events, posts, retrySleeps } = run((i) => (i < 2 ? status(502) : accepted), (count) => count > 2);
    await expect(result).resolves.toMatchObject({ finalCode: 'authorizeSuccessful' });
    expect(events.slice(0, 7)).toEqual(['POST', 'GET', expect.any(Number), 'POST', 'GET', expect.any(Number), 'POST']);
    const [first, second] = retrySleeps() as number[];
    expect(first).toBeGreaterThanOrEqual(baseDelayMs / 2);
    expect(first).toBeLessThanOrEqual(baseDelayMs);
    expect(second).toBeGreaterThan(first!);
    expect(second).toBeGreaterThanOrEqual(baseDelayMs);
    expect(new Set(posts.map((post) => post.idempotencyKey)).size).toBe(1);
  });

  it('keeps each wait within its exponential cap whatever the jitter', async () => {
    for (const random of [0, 0.999]) {
      vi.spyOn(Math, 'random').mockReturnValue(random);
      const { result, retrySleeps } = run((i) => (i < 2 ? new PaymentClientError('NETWORK_ERROR', 'offline') : accepted), (count) => count > 2);
      await expect(result).resolves.toMatchObject({ finalCode: 'authorizeSuccessful' });
      const [first, second] = retrySleeps() as number[];
      expect(first).toBeGreaterThanOrEqual(baseDelayMs / 2);
      expect(first).toBeLessThanOrEqual(baseDelayMs);
      expect(second).toBeGreaterThanOrEqual(baseDelayMs);
      expect(second).toBeLessThanOrEqual(baseDelayMs * 2);
    }
  });

  it('gives up after the policy’s attempts when the answer stays lost and the provider never saw the command', async () => {
    const gateway = status(503);
    const { result, posts, retrySleeps } = run(() => gateway);
    await expect(result).rejects.toBe(gateway);
    expect(posts).toHaveLength(maxAttempts);
    expect(retrySleeps()).toHaveLength(maxAttempts - 1);
  });

  it('follows the execution instead of failing on a 409 the provider explains by a request it holds', async () => {
    const { result, events } = run(() => status(409), () => true);
    await expect(result).resolves.toMatchObject({ finalCode: 'authorizeSuccessful' });
    expect(events).toEqual(['POST', 'GET', POLLING.initialDelayMs, 'GET']);
  });

  it('backs off and re-sends under the same key after a 409 the execution does not explain', async () => {
    const { result, events, posts } = run((i) => (i === 0 ? status(409) : accepted), (count) => count > 1);
    await expect(result).resolves.toMatchObject({ finalCode: 'authorizeSuccessful' });
    expect(events.slice(0, 4)).toEqual(['POST', 'GET', expect.any(Number), 'POST']);
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
  });

  it('does not retry or read the execution after another 4xx', async () => {
    const refused = status(400);
    const { result, events } = run(() => refused);
    await expect(result).rejects.toBe(refused);
    expect(events).toEqual(['POST']);
  });

  describe('after a lost answer, on an execution that had an earlier attempt', () => {
    /** The execution holds an earlier, declined attempt; ours shows once `ours` says so. */
    function runAfterDecline(answerPost: (postIndex: number) => unknown, ours: (postCount: number) => string[]) {
      const events: string[] = [];
      const posts: ProviderRequest[] = [];
      const { client } = scriptedProvider((request) => {
        events.push(request.method);
        if (request.method === 'GET') return record('authorizeRequested', 'authorizeFailed', ...ours(posts.length));
        posts.push(request);
        return answerPost(posts.length - 1);
      });
      const result = runExecutionCommand({ client, url: AUTHORIZE, executionUrl: EXECUTION, body: { amount: 1 }, requestCode: 'authorizeRequested', finalCodes: AUTHORIZE_FINAL_STATES, sleep: async () => {} });
      return { result, events, posts };
    }

    it("does not take the earlier attempt's decline for its own outcome: it re-sends under the same key", async () => {
      const { result, posts } = runAfterDecline((i) => (i === 0 ? status(502) : accepted), (count) => (count > 1 ? ['authorizeRequested', 'authorizeSuccessful'] : []));
      await expect(result).resolves.toMatchObject({ finalCode: 'authorizeSuccessful' });
      expect(posts).toHaveLength(2);
      expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
    });

    it('follows a request still in progress without sending again', async () => {
      const { result, posts } = runAfterDecline(
        () => status(502),
        (count) => (count > 0 ? ['authorizeRequested'] : []),
      );
      // Polling then sees the request stay in progress until it gives up: what matters is the one POST.
      await result.catch(() => {});
      expect(posts).toHaveLength(1);
    });
  });
});
