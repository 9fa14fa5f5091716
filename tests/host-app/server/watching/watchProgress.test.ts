import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { ContinueWatchingItem, WatchProgress } from '../../../../host-app/contract/content/contentTypes';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { countRows, failure, injectAs, signUp, startTestProduct, success, type TestProduct } from '../helpers';

describe('watch progress and "Continue watching"', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const save = (token: string, videoId: string, payload: unknown) => injectAs(product.app, token, { method: 'POST', url: API_PATHS.watchProgress(videoId), payload: payload as Record<string, unknown> });
  const read = (token: string, videoId: string) => injectAs(product.app, token, { method: 'GET', url: API_PATHS.watchProgress(videoId) });
  const row = (token: string, language = 'en') => injectAs(product.app, token, { method: 'GET', url: API_PATHS.continueWatching, headers: { 'x-language': language } });

  it('saves a position and reads it back as the place to resume; a new save replaces it', async () => {
    const { token } = await signUp(product.app);
    expect(success<WatchProgress | null>(await read(token.id, 'match-highlights'))).toBeNull();
    const saved = await save(token.id, 'match-highlights', { positionSeconds: 7.4, durationSeconds: 16 });
    expect(saved.statusCode).toBe(200);
    expect(success<WatchProgress>(saved)).toMatchObject({ videoId: 'match-highlights', positionSeconds: 7.4, durationSeconds: 16, finished: false, resumeAtSeconds: 7 });
    product.clock.advance(10_000);
    await save(token.id, 'match-highlights', { positionSeconds: 11, durationSeconds: 16 });
    expect(success<WatchProgress>(await read(token.id, 'match-highlights'))).toMatchObject({ positionSeconds: 11, resumeAtSeconds: 11, updatedAt: new Date(product.clock.now).toISOString() });
  });

  it('lists unfinished videos most recent first, in the asked language, and leaves finished ones out', async () => {
    const { token } = await signUp(product.app);
    await save(token.id, 'match-highlights', { positionSeconds: 5, durationSeconds: 16 });
    product.clock.advance(1_000);
    await save(token.id, 'desert-dunes-360', { positionSeconds: 9, durationSeconds: 16 });
    product.clock.advance(1_000);
    await save(token.id, 'coach-interview', { positionSeconds: 6, durationSeconds: 16 });
    product.clock.advance(1_000);
    // Watched to within the last seconds: finished, so it leaves the row and starts over next time.
    const finished = success<WatchProgress>(await save(token.id, 'coach-interview', { positionSeconds: 14.5, durationSeconds: 16 }));
    expect(finished).toMatchObject({ finished: true, resumeAtSeconds: 0 });

    const items = success<ContinueWatchingItem[]>(await row(token.id));
    expect(items.map((item) => [item.video.id, item.progress.positionSeconds])).toEqual([
      ['desert-dunes-360', 9],
      ['match-highlights', 5],
    ]);
    expect(items[1]!.video).toMatchObject({ title: 'Match Highlights', channel: { id: 'sports-arena' } });
    expect(success<ContinueWatchingItem[]>(await row(token.id, 'ar'))[1]!.video.title).toBe('أبرز لقطات المباراة');
  });

  it("never shows one viewer's progress to another", async () => {
    const owner = await signUp(product.app);
    const other = await signUp(product.app);
    await save(owner.token.id, 'match-highlights', { positionSeconds: 8, durationSeconds: 16 });
    expect(success<WatchProgress | null>(await read(other.token.id, 'match-highlights'))).toBeNull();
    expect(success<ContinueWatchingItem[]>(await row(other.token.id))).toEqual([]);
    expect(success<ContinueWatchingItem[]>(await row(owner.token.id))).toHaveLength(1);
  });

  it('needs a signed-in viewer for every call', async () => {
    for (const request of [
      { method: 'GET' as const, url: API_PATHS.continueWatching },
      { method: 'GET' as const, url: API_PATHS.watchProgress('match-highlights') },
      { method: 'POST' as const, url: API_PATHS.watchProgress('match-highlights'), payload: { positionSeconds: 5, durationSeconds: 16 } },
    ]) {
      const response = await product.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(failure(response).errorCode).toBe(ResultCode.Unauthorized);
    }
  });

  it('refuses bad input with a 4xx naming the field, and writes nothing', async () => {
    const { token } = await signUp(product.app);
    await save(token.id, 'match-highlights', { positionSeconds: 6, durationSeconds: 16 });
    const before = await countRows(product.db);
    const cases: [string, unknown, number, string[]][] = [
      ['match-highlights', { positionSeconds: -1, durationSeconds: 16 }, 400, ['body.positionSeconds']],
      ['match-highlights', { positionSeconds: 20, durationSeconds: 16 }, 400, ['body.positionSeconds']],
      ['match-highlights', { positionSeconds: '5', durationSeconds: 16 }, 400, ['body.positionSeconds']],
      ['match-highlights', { positionSeconds: 5, durationSeconds: 0 }, 400, ['body.durationSeconds']],
      ['match-highlights', { positionSeconds: 5 }, 400, ['body.durationSeconds']],
      ['match-highlights', { positionSeconds: 5, durationSeconds: 16, finished: true }, 400, ['body.finished']],
      ['no such video!', { positionSeconds: 5, durationSeconds: 16 }, 400, ['params.videoId']],
    ];
    for (const [videoId, payload, status, fields] of cases) {
      const response = await save(token.id, videoId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(failure(response)).toMatchObject({ errorCode: ResultCode.WrongInputs, fields });
    }
    const unknown = await save(token.id, 'no-such-video', { positionSeconds: 5, durationSeconds: 16 });
    expect(unknown.statusCode).toBe(404);
    expect(failure(unknown).messageKey).toBe('notFound.video');
    expect(await countRows(product.db)).toEqual(before);
    expect(success<WatchProgress>(await read(token.id, 'match-highlights')).positionSeconds).toBe(6);
  });
});
