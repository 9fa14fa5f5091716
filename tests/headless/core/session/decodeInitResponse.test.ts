import { describe, expect, it } from 'vitest';
import { decodeInitResponse, encodeInitResponse } from '../../../../headless/core/session/decodeInitResponse';
import { testSession } from '../../../support/session';
import { thrownPaymentClientError } from '../../../support/thrownPaymentClientError';

describe('decodeInitResponse', () => {
  it('round-trips a session, including non-ASCII text', () => {
    const session = testSession({ holderReference: 'عميل-١' });
    expect(decodeInitResponse(encodeInitResponse(session))).toEqual(session);
  });

  it('names a missing envelope field', () => {
    const error = thrownPaymentClientError(() => decodeInitResponse({ version: 1 }));
    expect(error.code).toBe('INVALID_CONFIGURATION');
    expect(error.fields).toEqual(['initResponse.data']);
    expect(error.message).toContain('initResponse.data');
  });

  it('names data that is not base64 JSON', () => {
    const error = thrownPaymentClientError(() => decodeInitResponse({ version: 1, data: 'not base64 json!' }));
    expect(error.fields).toEqual(['initResponse.data']);
  });

  it('names each bad session field by its path', () => {
    const session = testSession();
    const broken = { ...session, amount: { value: -5, currency: 'euro' }, links: { ...session.links, authorize: 'javascript:alert(1)' } };
    const error = thrownPaymentClientError(() => decodeInitResponse(encodeInitResponse(broken as never)));
    expect(error.fields).toEqual(
      expect.arrayContaining(['initResponse.data.amount.value', 'initResponse.data.amount.currency', 'initResponse.data.links.authorize']),
    );
    expect(error.message).toContain('must be an ISO 4217 code');
  });

  it.each([
    ['missing', undefined],
    ['null', null],
  ])("a session whose execution is %s reads 'SDK was not initialized with workflow execution' (PC-SESSION-2)", (_case, execution) => {
    const { execution: _dropped, ...rest } = testSession();
    const error = thrownPaymentClientError(() => decodeInitResponse(encodeInitResponse({ ...rest, ...(execution === undefined ? {} : { execution }) } as never)));
    expect(error).toMatchObject({ code: 'INVALID_CONFIGURATION', message: 'SDK was not initialized with workflow execution', fields: ['initResponse.data.execution'] });
  });

  it('a session with a malformed execution still names the bad field', () => {
    const session = testSession();
    const error = thrownPaymentClientError(() => decodeInitResponse(encodeInitResponse({ ...session, execution: { ...session.execution, id: '' } })));
    expect(error.fields).toEqual(['initResponse.data.execution.id']);
  });

  it('names a stored instrument whose id is not a UUID (PC-INSTRUMENT-1)', () => {
    const card = { id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', paymentMethod: 'card', status: 'enabled' as const };
    expect(decodeInitResponse(encodeInitResponse(testSession({ storedInstruments: [card] }))).storedInstruments).toEqual([card]);
    const error = thrownPaymentClientError(() => decodeInitResponse(encodeInitResponse(testSession({ storedInstruments: [card, { ...card, id: 'card-42' }] }))));
    expect(error).toMatchObject({ code: 'INVALID_CONFIGURATION', fields: ['initResponse.data.storedInstruments[1].id'] });
    expect(error.message).toContain('initResponse.data.storedInstruments[1].id must be a UUID');
  });
});
