import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { HelpMessageAccepted, StoredHelpMessage } from '../../../../host-app/contract/help/helpTypes';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { HELP_MESSAGE_MAX_LENGTH } from '../../../../host-app/contract/help/helpRequests';
import { RATE_LIMITS } from '../../../../host-app/server/securityPolicy';
import { countRows, failure, injectAs, signUp, startTestProduct, success, uniqueEmail, uniqueIp, type TestProduct } from '../helpers';

describe('help chat messages', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const stored = async (email: string) =>
    success<StoredHelpMessage[]>(await product.app.inject({ method: 'GET', url: API_PATHS.devHelpMessages, query: { email } }));

  it("stores a subscriber's message under the account's email and answers its acknowledgement number", async () => {
    const { token, subscriber } = await signUp(product.app);
    const answer = await injectAs(product.app, token.id, {
      method: 'POST',
      url: API_PATHS.helpMessages,
      remoteAddress: uniqueIp(),
      payload: { message: '  My payment did not go through  ' },
    });
    expect(answer.statusCode).toBe(201);
    const accepted = success<HelpMessageAccepted>(answer);
    expect(accepted).toEqual({ acknowledgement: expect.stringMatching(/^HLP-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/), replyTo: subscriber.email });
    expect(await stored(subscriber.email)).toEqual([
      { acknowledgement: accepted.acknowledgement, replyTo: subscriber.email, subscriberId: subscriber.id, message: 'My payment did not go through', receivedAt: expect.any(String) },
    ]);
  });

  it("takes a visitor's message with the email to reply to", async () => {
    const email = uniqueEmail();
    const answer = await product.app.inject({ method: 'POST', url: API_PATHS.helpMessages, remoteAddress: uniqueIp(), payload: { message: 'Hello', email } });
    expect(answer.statusCode).toBe(201);
    expect((await stored(email)).map((message) => message.subscriberId)).toEqual([null]);
  });

  it.each([
    ['no email from a visitor', { message: 'Hello' }, 'body.email', 'help.emailNeeded'],
    ['a blank message', { message: '   ', email: 'someone@example.com' }, 'body.message', 'help.messageRequired'],
    ['a message over the limit', { message: 'x'.repeat(HELP_MESSAGE_MAX_LENGTH + 1), email: 'someone@example.com' }, 'body.message', 'help.messageTooLong'],
    ['a bad email', { message: 'Hello', email: 'not-an-email' }, 'body.email', 'email.invalid'],
    ['an unknown field', { message: 'Hello', email: 'someone@example.com', subscriberId: 'sub_x' }, 'body.subscriberId', 'input.unknownField'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_, payload, field, messageKey) => {
    const before = await countRows(product.db);
    const answer = await product.app.inject({ method: 'POST', url: API_PATHS.helpMessages, remoteAddress: uniqueIp(), payload });
    expect(answer.statusCode).toBe(400);
    expect(failure(answer)).toMatchObject({ errorCode: ResultCode.WrongInputs, fields: [field] });
    expect(failure(answer).issues?.[0]?.messageKey).toBe(messageKey);
    expect(await countRows(product.db)).toEqual(before);
  });

  it('limits messages per sender, answering 429 with the wait and storing nothing more', async () => {
    const email = uniqueEmail();
    const send = () => product.app.inject({ method: 'POST', url: API_PATHS.helpMessages, remoteAddress: uniqueIp(), payload: { message: 'Hello again', email } });
    for (let sent = 0; sent < RATE_LIMITS.helpMessagePerSender.limit; sent += 1) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(failure(refused).retryAfterSeconds).toBeGreaterThan(0);
    expect(await stored(email)).toHaveLength(RATE_LIMITS.helpMessagePerSender.limit);
  });
});
