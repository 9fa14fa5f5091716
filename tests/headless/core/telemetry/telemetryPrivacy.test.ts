import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK_FAILED, SESSION_REFRESH_FAILED } from '../../../../headless/core/client/clientMessages';
import { CREATE_ELEMENT_FAILED_MESSAGE } from '../../../../headless/core/collect/constants';
import { MALFORMED_CLIENT_CONFIG } from '../../../../headless/core/dropIn/paymentOptions';
import { formSchemaNotFound } from '../../../../headless/core/dynamicForm/constants';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { COLLECT_FAILED_MESSAGE } from '../../../../headless/core/frame/protocol';
import { TELEMETRY_CODES, TELEMETRY_FIELDS } from '../../../../headless/core/telemetry/telemetryEntry';
import { WALLET_MESSAGES } from '../../../../headless/core/wallets/messages';
import { fakeJwt } from '../../../support/session';
import { telemetryClient } from './telemetryHarness';

const CARD_NUMBER = '4111111111111111';
const CVC = '919';
const EMAIL = 'jane.doe@example.com';
const NAME = 'Jane Doe';
const BEARER = fakeJwt(4_102_444_800, { sub: 'poison-subject', email: EMAIL });
const POISON = `card ${CARD_NUMBER} cvc ${CVC} for ${NAME} <${EMAIL}>, Authorization: Bearer ${BEARER}`;

/** Every way the SDK words a logged line, each around the poisoned text. */
const loggedLines = (error: PaymentClientError): string[] => [
  `${error.code}: ${error.message}`,
  String(error),
  `${MALFORMED_CLIENT_CONFIG}: payment method ${POISON} has no integration type`,
  formSchemaNotFound(POISON),
  `${SESSION_REFRESH_FAILED}: ${POISON}`,
  `${CALLBACK_FAILED}: ${POISON}`,
  `${CREATE_ELEMENT_FAILED_MESSAGE} ${error.message}`,
  `${COLLECT_FAILED_MESSAGE} ${error.message}`,
  `${WALLET_MESSAGES.deliveryAddressFailed}: ${POISON}`,
  `BIN lookup failed: ${POISON}`,
  POISON,
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('telemetry carries no personal data (SEC-30)', () => {
  it('covers every error code there is', () => {
    expect(TELEMETRY_CODES.length).toBeGreaterThan(40);
    expect(new Set(TELEMETRY_CODES).size).toBe(TELEMETRY_CODES.length);
  });

  it.each(TELEMETRY_CODES)('%s with poisoned input: no card number, CVC, token, email or name in any payload', async (code) => {
    const telemetry = telemetryClient({ logLevel: 'WARN' });
    const error = new PaymentClientError(code, POISON, { cause: new Error(POISON), fields: [POISON], requestId: `req-${CARD_NUMBER}` });
    for (const line of loggedLines(error)) {
      telemetry.client.log('ERROR', line);
      telemetry.client.log('WARN', line);
    }
    await telemetry.hide();

    const bodies = telemetry.bodies();
    expect(bodies.length).toBeGreaterThan(0);
    const secrets = [CARD_NUMBER, CVC, EMAIL, NAME, BEARER, 'poison', telemetry.client.session.token, telemetry.client.session.vaultConfiguration.token];
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);

    const entries = telemetry.entries();
    expect(entries).toHaveLength(loggedLines(error).length * 2);
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual([...TELEMETRY_FIELDS].sort());
    // What can be named still is: the code of `${code}: …` lines, and the logged error's key.
    expect(entries[0]).toMatchObject({ level: 'ERROR', code, sdkVersion: '5.29.3', integration: 'npm', pageOrigin: 'https://shop.example' });
    expect(entries.map((entry) => entry.messageKey)).toContain('malformedClientConfig');
  });
});
