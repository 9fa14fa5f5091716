import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { Interest } from '../../../../host-app/contract/account/accountTypes';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { countRows, failure, injectAs, signUp, startTestProduct, success, type TestProduct } from '../helpers';

describe('the XSRF double-submit check', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = (await signUp(product.app)).token.id;
  });
  afterAll(async () => {
    await product.close();
  });

  const chooseMusic = (headers: Record<string, string>) =>
    injectAs(product.app, token, { method: 'POST', url: API_PATHS.interestsUpdate, payload: { interests: ['music'] }, headers });
  const chosen = async () =>
    success<Interest[]>(await injectAs(product.app, token, { method: 'GET', url: API_PATHS.interests })).filter((interest) => interest.selected).length;

  it('refuses a change from a browser holding the cookie without the header, or with another token, and writes nothing', async () => {
    const before = await countRows(product.db);
    const forged: Record<string, string>[] = [
      { cookie: 'XSRF-TOKEN=kept-by-the-browser' },
      { cookie: 'country=SA; XSRF-TOKEN=kept-by-the-browser', 'x-xsrf-token': 'guessed-by-another-site' },
    ];
    for (const headers of forged) {
      const refused = await chooseMusic(headers);
      expect(refused.statusCode).toBe(403);
      expect(failure(refused)).toMatchObject({ errorCode: ResultCode.Unauthorized, messageKey: 'input.xsrfMismatch' });
    }
    expect(await countRows(product.db)).toEqual(before);
    expect(await chosen()).toBe(0);
  });

  it('lets through the same change with the header that echoes the cookie', async () => {
    const answer = await chooseMusic({ cookie: 'XSRF-TOKEN=kept-by-the-browser', 'x-xsrf-token': 'kept-by-the-browser' });
    expect(answer.statusCode).toBe(200);
    expect(await chosen()).toBe(1);
  });

  it('asks nothing of calls without the cookie, of reads, or of analytics beacons, which cannot carry a header', async () => {
    expect((await chooseMusic({})).statusCode).toBe(200);
    const read = await product.app.inject({ method: 'GET', url: API_PATHS.interests, headers: { cookie: 'XSRF-TOKEN=kept-by-the-browser' } });
    expect(read.statusCode).toBe(200);
    const beacon = await product.app.inject({
      method: 'POST',
      url: API_PATHS.analyticsEvents,
      headers: { cookie: 'XSRF-TOKEN=kept-by-the-browser', 'content-type': 'application/json' },
      payload: { events: [] },
    });
    expect(beacon.statusCode).not.toBe(403);
  });
});
