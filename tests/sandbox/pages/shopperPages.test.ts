import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PaymentClientSession } from '../../../headless/core/session/sessionSchema';
import {
  PROVIDER_ORIGIN,
  authorizeBody,
  authorizeRequest,
  card,
  countRows,
  createSession,
  getExecution,
  pathOf,
  statusCodes,
  tokenize,
  useTestSandbox,
  shopperForm,
  submitShopperForm,
} from '../helpers';

const t = useTestSandbox();

const ALLOWED = ['http://localhost:3000', 'https://shop.example'];

async function threeDSSession(storeInstrument = false): Promise<PaymentClientSession> {
  const session = await createSession(t.provider, { allowedOrigins: ALLOWED, holderReference: `holder-${Math.random()}` });
  const { tokens } = await tokenize(t.vault, session, card('4000000000003220'));
  const body = authorizeBody(session, tokens);
  body.paymentComposition[0] = { ...body.paymentComposition[0]!, storeInstrument } as never;
  const response = await authorizeRequest(t.provider, session, body);
  if (response.statusCode !== 202) throw new Error(`authorize failed: ${response.body}`);
  return session;
}

function redirectLinkOf(record: { finalState: { response: { links: { redirect: { href: string } } } } }): string {
  return record.finalState.response.links.redirect.href;
}

const submit = (action: string, fields: Record<string, string>) => submitShopperForm(t.provider, action, fields);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Every inline script and style of the page must be allowed by a hash in its CSP, and nothing else inline. */
function expectHashedCsp(page: LightMyRequestResponse): string {
  const csp = String(page.headers['content-security-policy']);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  const styles = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
  const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
  expect(styleSrc).toEqual(styles.map(sha256));
  expect(scriptSrc).toEqual(scripts.length > 0 ? scripts.map(sha256) : ["'none'"]);
  return csp;
}

interface Posted {
  message: unknown;
  targetOrigin: string;
}

/** Runs the page's completion script against a stand-in window that records postMessage calls. */
function runCompletionScript(page: LightMyRequestResponse, framed: boolean): Posted[] {
  const data = /<script type="application\/json" id="completion">([\s\S]*?)<\/script>/.exec(page.body)?.[1];
  const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1];
  if (!data || !script) throw new Error('no completion script on the page');
  const posted: Posted[] = [];
  const other = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const window: Record<string, unknown> = {};
  window.parent = framed ? other : window;
  window.opener = framed ? null : other;
  runInNewContext(script, { window, document: { getElementById: (id: string) => (id === 'completion' ? { textContent: data } : null) } });
  return posted;
}

describe('3-D Secure challenge', () => {
  it('answers authorizePending with a 3ds redirect and a 3ds link on the execution', async () => {
    const session = await threeDSSession();
    const record = (await getExecution(t.provider, session)).json();
    expect(record.status.map((entry: { code: string }) => entry.code)).toEqual(['authorizeRequested', 'authorizePending']);
    expect(record.finalState.response.links.redirect).toEqual({ href: `${PROVIDER_ORIGIN}/3ds/${session.execution.id}`, type: '3ds' });
    expect(record.links['3ds']).toBe(`${PROVIDER_ORIGIN}/3ds/${session.execution.id}`);
  });

  it('serves an accessible English page with hashed CSP, framable only by the allowed origins', async () => {
    const session = await threeDSSession();
    const page = await t.provider.inject({ method: 'GET', url: pathOf(redirectLinkOf((await getExecution(t.provider, session)).json())) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const csp = expectHashedCsp(page);
    expect(csp).toContain(`frame-ancestors ${ALLOWED.join(' ')}`);
    expect(csp).toContain("form-action 'self';");
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toMatch(/<title>[^<]+<\/title>/);
    expect(page.body).toContain('<main>');
    for (const label of ['Approve', 'Decline', 'Cancel']) expect(page.body).toMatch(new RegExp(`<button type="submit" name="outcome" value="\\w+"[^>]*>${label}</button>`));
    expect(page.body).toContain('Visa •••• 3220');
    expect(page.body).toContain('€8.00');
  });

  it("speaks the shopper's browser language, as a bank's page would: Arabic right to left, anything else English", async () => {
    const session = await threeDSSession();
    const path = pathOf(redirectLinkOf((await getExecution(t.provider, session)).json()));
    const arabic = await t.provider.inject({ method: 'GET', url: path, headers: { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' } });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers.vary).toBe('Accept-Language');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<title>التحقق من البطاقة لدى البنك</title>');
    for (const label of ['موافقة', 'رفض', 'إلغاء']) expect(arabic.body).toMatch(new RegExp(`<button type="submit" name="outcome" value="\\w+"[^>]*>${label}</button>`));
    // Western digits, as the product site writes Arabic amounts.
    expect(arabic.body).toMatch(/<dd>\u200f?8\.00\s€<\/dd>/);
    expectHashedCsp(arabic);
    const { action, token } = shopperForm(arabic);
    expect((await submit(action, { token, outcome: 'approved' })).statusCode).toBe(303);
    const result = await t.provider.inject({ method: 'GET', url: path, headers: { 'accept-language': 'ar' } });
    expect(result.body).toContain('<h1>أكّدتَ عملية الدفع</h1>');
    const other = await t.provider.inject({ method: 'GET', url: path, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(other.body).toContain('<html lang="en" dir="ltr">');
    expect(other.body).toContain('<h1>Payment confirmed</h1>');
  });

  it('escapes merchant-supplied text', async () => {
    const session = await createSession(t.provider, { merchantReference: '<img src=x onerror=alert(1)>' });
    const { tokens } = await tokenize(t.vault, session, card('4000000000003220'));
    await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    const page = await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` });
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it.each([
    ['approved', 'authorizeSuccessful', undefined],
    ['declined', 'authorizeFailed', { code: 'declined', reason: { result: 'Card declined after 3DS challenge' } }],
    ['cancelled', 'authorizeFailed', { code: 'cancelled', reason: { result: 'User cancelled the authorization.' } }],
  ])('records %s, settles the execution to %s and posts the completion to each allowed origin', async (outcome, code, error) => {
    const session = await threeDSSession();
    const { action, token } = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` }));
    const answer = await submit(action, { token, outcome });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/3ds/${session.execution.id}`);

    const record = (await getExecution(t.provider, session)).json();
    expect(record.status.map((entry: { code: string }) => entry.code)).toEqual(['authorizeRequested', 'authorizePending', code]);
    expect(record.finalState).toEqual(error ? { code, errors: [error] } : { code });

    const result = await t.provider.inject({ method: 'GET', url: answer.headers.location as string });
    expectHashedCsp(result);
    const expected = { type: 'payment-client:3ds-completed', executionId: session.execution.id, outcome };
    for (const framed of [true, false]) {
      const posted = runCompletionScript(result, framed);
      expect(posted.map((entry) => entry.targetOrigin)).toEqual(ALLOWED);
      for (const entry of posted) expect(entry.message).toEqual(expected);
    }
    expect(result.body).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
  });

  it("posts nothing when neither framed nor opened, and goes to the provider's return page", async () => {
    const session = await threeDSSession();
    const { action, token } = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` }));
    await submit(action, { token, outcome: 'approved' });
    const result = await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` });
    const data = /<script type="application\/json" id="completion">([\s\S]*?)<\/script>/.exec(result.body)?.[1];
    const script = /<script>([\s\S]*?)<\/script>/.exec(result.body)?.[1] ?? '';
    const posted: unknown[] = [];
    const replaced: string[] = [];
    const window: Record<string, unknown> = { opener: null, postMessage: (message: unknown) => posted.push(message), location: { replace: (url: string) => replaced.push(url) } };
    window.parent = window;
    runInNewContext(script, { window, document: { getElementById: () => ({ textContent: data }) } });
    expect(posted).toEqual([]);
    expect(replaced).toEqual([`${PROVIDER_ORIGIN}/return/success?executionId=${session.execution.id}`]);
  });

  it("carries the return URL in the data block (the provider's own page when the authorization named none), and goes there when top-level", async () => {
    const without = await threeDSSession();
    const plain = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${without.execution.id}` }));
    await submit(plain.action, { token: plain.token, outcome: 'approved' });
    const plainResult = await t.provider.inject({ method: 'GET', url: `/3ds/${without.execution.id}` });
    const plainData = JSON.parse(/<script type="application\/json" id="completion">([\s\S]*?)<\/script>/.exec(plainResult.body)?.[1] ?? '{}') as Record<string, unknown>;
    expect(plainData.returnUrl).toBe(`${PROVIDER_ORIGIN}/return/success?executionId=${without.execution.id}`);

    const session = await createSession(t.provider, { allowedOrigins: ALLOWED, holderReference: `holder-${Math.random()}` });
    const { tokens } = await tokenize(t.vault, session, card('4000000000003220'));
    const returnInfo = { success: 'https://shop.example/back?order=1', error: 'https://shop.example/failed' };
    expect((await authorizeRequest(t.provider, session, authorizeBody(session, tokens, { returnInfo }))).statusCode).toBe(202);
    const { action, token } = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` }));
    await submit(action, { token, outcome: 'declined' });
    const result = await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` });
    expectHashedCsp(result);
    const raw = /<script type="application\/json" id="completion">([\s\S]*?)<\/script>/.exec(result.body)?.[1] ?? '';
    const expected = `https://shop.example/failed?executionId=${session.execution.id}`;
    expect(JSON.parse(raw)).toMatchObject({ returnUrl: expected, outcome: 'declined' });

    // Top-level (no parent frame, no opener): the script replaces the location with the return URL.
    const script = /<script>([\s\S]*?)<\/script>/.exec(result.body)?.[1] ?? '';
    const replaced: string[] = [];
    const window: Record<string, unknown> = { opener: null, location: { replace: (url: string) => replaced.push(url) } };
    window.parent = window;
    runInNewContext(script, { window, document: { getElementById: () => ({ textContent: raw }) } });
    expect(replaced).toEqual([expected]);
    // Framed, it still posts the message and stays put.
    expect(runCompletionScript(result, true)).toHaveLength(ALLOWED.length);
  });

  it('keeps the first choice: a second submission changes nothing', async () => {
    const session = await threeDSSession();
    const { action, token } = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` }));
    await submit(action, { token, outcome: 'declined' });
    const counts = await countRows(t.db);
    expect((await submit(action, { token, outcome: 'approved' })).statusCode).toBe(303);
    expect(await countRows(t.db)).toEqual(counts);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizePending', 'authorizeFailed']);
  });

  it('stores the card after an approved challenge when asked to', async () => {
    const session = await threeDSSession(true);
    const { action, token } = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` }));
    await submit(action, { token, outcome: 'approved' });
    const next = await createSession(t.provider, { holderReference: session.holderReference, allowedOrigins: ALLOWED });
    expect(next.storedInstruments).toEqual([expect.objectContaining({ paymentMethod: 'card', displayName: 'Visa •••• 3220', status: 'enabled' })]);
  });

  it.each([
    ['a forged token', (token: string) => ({ token: `${token.slice(0, -2)}xx`, outcome: 'approved' }), 403],
    ["another execution's token", (_token: string, other: string) => ({ token: other, outcome: 'approved' }), 403],
    ['an unknown outcome', (token: string) => ({ token, outcome: 'maybe' }), 400],
    ['an extra field', (token: string) => ({ token, outcome: 'approved', amount: '1' }), 400],
  ])('refuses %s and writes nothing', async (_label, fields, status) => {
    const session = await threeDSSession();
    const other = await threeDSSession();
    const { action, token } = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${session.execution.id}` }));
    const otherForm = shopperForm(await t.provider.inject({ method: 'GET', url: `/3ds/${other.execution.id}` }));
    const before = await countRows(t.db);
    const answer = await submit(action, fields(token, otherForm.token));
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(await countRows(t.db)).toEqual(before);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizePending']);
  });

  it('answers 404 pages for an execution without a challenge or an unknown id', async () => {
    const session = await createSession(t.provider);
    const { tokens } = await tokenize(t.vault, session, card('4242424242424242'));
    await authorizeRequest(t.provider, session, authorizeBody(session, tokens));
    for (const url of [`/3ds/${session.execution.id}`, '/3ds/exe_unknown', '/3ds/bad%20id']) {
      const page = await t.provider.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Nothing to confirm');
    }
  });

  it('does not accept JSON-only API parsers for urlencoded bodies elsewhere', async () => {
    const session = await createSession(t.provider);
    const response = await t.provider.inject({
      method: 'POST',
      url: `/v1/executions/${session.execution.id}/authorize`,
      headers: { authorization: `Bearer ${session.token}`, 'idempotency-key': 'k', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=1',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('redirect method pages', () => {
  async function redirectSession(code: string, returnInfo?: Record<string, string>) {
    const session = await createSession(t.provider, { allowedOrigins: ALLOWED });
    const response = await authorizeRequest(t.provider, session, {
      amount: session.amount,
      paymentComposition: [{ paymentMethodCode: code, integrationType: 'redirect', amount: session.amount }],
      ...(returnInfo ? { returnInfo } : {}),
    });
    if (response.statusCode !== 202) throw new Error(`authorize failed: ${response.body}`);
    return session;
  }

  it.each([
    ['genericRedirect', 'redirect'],
    ['pix', 'popup'],
    ['modo', 'popup'],
  ])('%s goes authorizePending with a %s link to its page', async (code, type) => {
    const session = await redirectSession(code);
    const record = (await getExecution(t.provider, session)).json();
    expect(record.status.map((entry: { code: string }) => entry.code)).toEqual(['authorizeRequested', 'authorizePending']);
    expect(record.finalState.response.links.redirect).toEqual({ href: `${PROVIDER_ORIGIN}/methods/${code}/${session.execution.id}`, method: 'GET', type });
    const page = await t.provider.inject({ method: 'GET', url: `/methods/${code}/${session.execution.id}` });
    expect(page.statusCode).toBe(200);
    expectHashedCsp(page);
    expect(page.body).toContain('>Approve payment</button>');
    expect(page.body).toContain('>Decline payment</button>');
    expect(page.body).not.toContain('value="cancelled"');
  });

  it('genericRedirect: approving leads to returnInfo.success with the executionId; the form may go there', async () => {
    const session = await redirectSession('genericRedirect', { success: 'https://shop.example/done?order=1', error: 'https://shop.example/failed' });
    const page = await t.provider.inject({ method: 'GET', url: `/methods/genericRedirect/${session.execution.id}` });
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${ALLOWED.join(' ')}`);
    const { action, token } = shopperForm(page);
    const answer = await submit(action, { token, outcome: 'approved' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`https://shop.example/done?order=1&executionId=${session.execution.id}`);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizePending', 'authorizeSuccessful']);
  });

  it('genericRedirect: declining leads to returnInfo.error and fails the execution', async () => {
    const session = await redirectSession('genericRedirect', { success: 'https://shop.example/done', error: 'http://localhost:3000/failed' });
    const { action, token } = shopperForm(await t.provider.inject({ method: 'GET', url: `/methods/genericRedirect/${session.execution.id}` }));
    const answer = await submit(action, { token, outcome: 'declined' });
    expect(answer.headers.location).toBe(`http://localhost:3000/failed?executionId=${session.execution.id}`);
    const record = (await getExecution(t.provider, session)).json();
    expect(record.finalState).toEqual({ code: 'authorizeFailed', errors: [{ code: 'declined', reason: { result: 'Payment declined by the shopper' } }] });
  });

  it("genericRedirect without returnInfo: each choice leads to the provider's own return page, which says how it went", async () => {
    for (const [outcome, kind, heading] of [
      ['approved', 'success', 'Payment complete'],
      ['declined', 'error', 'Payment not completed'],
    ] as const) {
      const session = await redirectSession('genericRedirect');
      const { action, token } = shopperForm(await t.provider.inject({ method: 'GET', url: `/methods/genericRedirect/${session.execution.id}` }));
      const answer = await submit(action, { token, outcome });
      expect(answer.headers.location).toBe(`${PROVIDER_ORIGIN}/return/${kind}?executionId=${session.execution.id}`);
      const page = await t.provider.inject({ method: 'GET', url: pathOf(answer.headers.location as string) });
      expect(page.statusCode).toBe(200);
      expectHashedCsp(page);
      expect(page.body).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('serves the four fallback return pages, and 404s any other kind or a malformed execution id', async () => {
    for (const [kind, heading] of [['success', 'Payment complete'], ['error', 'Payment not completed'], ['cancel', 'Payment cancelled'], ['pending', 'Payment in progress']]) {
      const page = await t.provider.inject({ method: 'GET', url: `/return/${kind}?executionId=exe_abc` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h1>${heading}</h1>`);
    }
    const arabic = await t.provider.inject({ method: 'GET', url: '/return/cancel?executionId=exe_abc', headers: { 'accept-language': 'ar' } });
    expect(arabic.body).toContain('<h1>أُلغيت عملية الدفع</h1>');
    const arabicMissing = await t.provider.inject({ method: 'GET', url: '/return/refund', headers: { 'accept-language': 'ar' } });
    expect(arabicMissing.statusCode).toBe(404);
    expect(arabicMissing.body).toContain('<h1>لا شيء لتأكيده</h1>');
    expect((await t.provider.inject({ method: 'GET', url: '/return/refund' })).statusCode).toBe(404);
    expect((await t.provider.inject({ method: 'GET', url: '/return/success?executionId=%3Cscript%3E' })).statusCode).toBe(404);
  });

  it.each(['pix', 'modo'])('%s: the choice shows "You can close this window" and the polled execution settles', async (code) => {
    const session = await redirectSession(code);
    const { action, token } = shopperForm(await t.provider.inject({ method: 'GET', url: `/methods/${code}/${session.execution.id}` }));
    const answer = await submit(action, { token, outcome: 'approved' });
    expect(answer.headers.location).toBe(`/methods/${code}/${session.execution.id}`);
    const result = await t.provider.inject({ method: 'GET', url: answer.headers.location as string });
    expect(result.body).toContain('Payment approved');
    expect(result.body).toContain('You can close this window');
    expect(result.body).not.toContain('<script');
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizePending', 'authorizeSuccessful']);
  });

  it("refuses a form token of another method's page and 404s a page of the wrong method", async () => {
    const session = await redirectSession('pix');
    const { token } = shopperForm(await t.provider.inject({ method: 'GET', url: `/methods/pix/${session.execution.id}` }));
    expect((await t.provider.inject({ method: 'GET', url: `/methods/modo/${session.execution.id}` })).statusCode).toBe(404);
    expect((await t.provider.inject({ method: 'GET', url: `/methods/bitcoin/${session.execution.id}` })).statusCode).toBe(404);
    const before = await countRows(t.db);
    expect((await submit(`/methods/modo/${session.execution.id}`, { token, outcome: 'approved' })).statusCode).toBe(403);
    expect((await submit(`/3ds/${session.execution.id}`, { token, outcome: 'approved' })).statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);
    expect(statusCodes(await getExecution(t.provider, session))).toEqual(['authorizeRequested', 'authorizePending']);
  });
});
