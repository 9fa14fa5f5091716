import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { Profile, ProfileImage } from '../../../../host-app/contract/account/accountTypes';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../../host-app/contract/forms/validation';
import { countRows, failure, injectAs, signUp, startTestProduct, success, tinyPng, type TestProduct } from '../helpers';

const BOUNDARY = '----product-test-boundary';

function multipart(parts: Array<{ field: string; filename?: string; type?: string; content: Buffer | string }>): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename ? `form-data; name="${part.field}"; filename="${part.filename}"` : `form-data; name="${part.field}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

describe('profile', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  it('reads the profile of the token holder only', async () => {
    const first = await signUp(product.app, { fullName: 'First Viewer' });
    const second = await signUp(product.app, { fullName: 'Second Viewer' });
    expect(success<Profile>(await injectAs(product.app, first.token.id, { method: 'GET', url: API_PATHS.profile }))).toEqual(first.subscriber);
    expect(success<Profile>(await injectAs(product.app, second.token.id, { method: 'GET', url: API_PATHS.profile })).fullName).toBe('Second Viewer');
  });

  it('updates the full name (Arabic letters allowed) and answers the new profile', async () => {
    const { token } = await signUp(product.app);
    const response = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.profile, payload: { fullName: 'ليلى حداد' } });
    expect(success<Profile>(response).fullName).toBe('ليلى حداد');
    expect(success<Profile>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.profile })).fullName).toBe('ليلى حداد');
  });

  it('refuses a bad full name with 400 and leaves the profile as it was', async () => {
    const { token, subscriber } = await signUp(product.app, { fullName: 'Kept Name' });
    for (const [fullName, messageKey] of [
      ['', 'fullName.required'],
      ['   ', 'fullName.required'],
      ['x'.repeat(256), 'fullName.tooLong'],
      ['<script>', 'fullName.characters'],
      ['Иван', 'fullName.characters'],
    ] as const) {
      const response = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.profile, payload: { fullName } });
      expect(response.statusCode).toBe(400);
      expect(failure(response)).toMatchObject({ errorCode: ResultCode.WrongInputs, fields: ['body.fullName'], messageKey });
    }
    const unknownField = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.profile, payload: { fullName: 'Ok', email: 'x@y.com' } });
    expect(failure(unknownField).fields).toEqual(['body.email']);
    expect(success<Profile>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.profile }))).toEqual(subscriber);
  });

  it('needs a valid token to update', async () => {
    const response = await product.app.inject({ method: 'POST', url: API_PATHS.profile, payload: { fullName: 'Nobody' } });
    expect(response.statusCode).toBe(401);
  });

  it('uploads a PNG avatar: answers profile_image, serves the file, updates the profile and removes the replaced file', async () => {
    const { token } = await signUp(product.app);
    const png = tinyPng();
    const first = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.profileImageUpload, ...multipart([{ field: 'image', filename: 'me.png', type: 'image/png', content: png }]) });
    expect(first.statusCode).toBe(200);
    const { profile_image: firstUrl } = success<ProfileImage>(first);
    expect(firstUrl).toMatch(/^\/uploads\/sub_[A-Za-z0-9]{24}-[A-Za-z0-9_-]{16}\.png$/);

    const served = await product.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(success<Profile>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.profile })).avatar).toBe(firstUrl);

    const second = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.profileImageUpload, ...multipart([{ field: 'image', filename: 'new.png', content: png }]) });
    const secondUrl = success<ProfileImage>(second).profile_image;
    const files = await readdir(product.dirs.uploads);
    expect(files).toContain(secondUrl.split('/').pop());
    expect(files).not.toContain(firstUrl.split('/').pop());
  });

  it('judges the type by the bytes: a text file named .png is refused, and nothing is stored', async () => {
    const { token, subscriber } = await signUp(product.app);
    const before = (await readdir(product.dirs.uploads).catch(() => [])).length;
    const response = await injectAs(product.app, token.id, {
      method: 'POST',
      url: API_PATHS.profileImageUpload,
      ...multipart([{ field: 'image', filename: 'evil.png', type: 'image/png', content: '<svg onload=alert(1)>' }]),
    });
    expect(response.statusCode).toBe(400);
    expect(failure(response)).toMatchObject({ errorCode: ResultCode.WrongInputs, messageKey: 'image.type', fields: ['body.image'] });
    expect((await readdir(product.dirs.uploads).catch(() => [])).length).toBe(before);
    expect(success<Profile>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.profile })).avatar).toBe(subscriber.avatar);
  });

  it('refuses a file over 2 MB with 413, a missing or misnamed file with 400, and JSON with 415', async () => {
    const { token } = await signUp(product.app);
    const before = await countRows(product.db);
    const huge = Buffer.concat([tinyPng(), Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]);
    const tooLarge = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.profileImageUpload, ...multipart([{ field: 'image', filename: 'big.png', content: huge }]) });
    expect(tooLarge.statusCode).toBe(413);
    expect(failure(tooLarge).messageKey).toBe('image.tooLarge');

    const misnamed = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.profileImageUpload, ...multipart([{ field: 'photo', filename: 'a.png', content: tinyPng() }]) });
    expect(misnamed.statusCode).toBe(400);
    expect(failure(misnamed)).toMatchObject({ messageKey: 'image.required', fields: ['body.image'] });

    const json = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.profileImageUpload, payload: { image: 'data' } });
    expect(json.statusCode).toBe(415);
    expect(await countRows(product.db)).toEqual(before);
  });

  it('refuses uploads without a token before reading them', async () => {
    const response = await product.app.inject({ method: 'POST', url: API_PATHS.profileImageUpload, ...multipart([{ field: 'image', filename: 'a.png', content: tinyPng() }]) });
    expect(response.statusCode).toBe(401);
  });

  it('serves only files that exist under /uploads/ and never outside it', async () => {
    expect((await product.app.inject({ method: 'GET', url: '/uploads/nothing.png' })).statusCode).toBe(404);
    const traversal = await product.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' });
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.body).not.toContain('root:');
  });
});
