import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnUrlProblem } from '../../../sandbox/urls/returnUrls';
import { authorizeRequest, countRows, createSession, startTestSandbox, type TestSandbox } from '../helpers';

const ALLOWED = ['https://shop.example', 'http://localhost:3000', 'http://127.0.0.1:5173'];

describe('returnUrlProblem (SEC-14)', () => {
  it.each([
    'https://shop.example/ok',
    'https://shop.example/ok?order=1#top',
    'HTTPS://SHOP.EXAMPLE/ok',
    'https://shop.example:443/ok',
    'http://localhost:3000/done',
    'http://127.0.0.1:5173/done',
  ])('accepts %s', (url) => {
    expect(returnUrlProblem(url, ALLOWED)).toBeNull();
  });

  it.each([
    ['javascript:', 'javascript:alert(document.domain)'],
    ['javascript: with an allowed origin inside', 'javascript://shop.example/%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//evil.example/phish'],
    ['a relative path', '/ok'],
    ['a scheme without slashes', 'https:evil.example'],
    ['backslashes', 'https:\\\\evil.example'],
    ['a backslash before @', 'https://shop.example\\@evil.example'],
    ['userinfo', 'https://a@shop.example/ok'],
    ['userinfo naming the allowed host', 'https://shop.example@evil.example/ok'],
    ['an empty userinfo', 'https://@shop.example/ok'],
    ['a password', 'https://user:pass@shop.example/ok'],
    ['a look-alike subdomain', 'https://shop.example.evil.example/ok'],
    ['another port', 'https://shop.example:8443/ok'],
    ['http on an allowed https host', 'http://shop.example/ok'],
    ['http on a public host', 'http://evil.example/ok'],
    ['a leading space', ' https://shop.example/ok'],
    ['a tab in the host', 'https://shop.\texample/ok'],
    ['a newline', 'https://shop.example/ok\n'],
    ['an origin not allowed', 'https://evil.example/ok'],
  ])('refuses %s', (_label, url) => {
    expect(returnUrlProblem(url, ALLOWED)).not.toBeNull();
  });
});

describe('authorize with return-URL tricks', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['success', 'https://shop.example@evil.example/'],
    ['error', '//evil.example'],
    ['cancel', 'javascript:alert(1)'],
    ['pending', 'https:evil.example'],
  ])('answers 422 INVALID_RETURN_URL naming returnInfo.%s and writes nothing', async (name, url) => {
    const session = await createSession(t.provider, { allowedOrigins: ['https://shop.example'] });
    const before = await countRows(t.db);
    const response = await authorizeRequest(t.provider, session, {
      amount: session.amount,
      paymentComposition: [{ paymentMethodCode: 'genericRedirect', integrationType: 'redirect', amount: session.amount }],
      returnInfo: { success: 'https://shop.example/ok', [name]: url },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 'INVALID_RETURN_URL', fields: [`returnInfo.${name}`] });
    expect(await countRows(t.db)).toEqual(before);
  });
});
