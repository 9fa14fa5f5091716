import { describe, expect, it } from 'vitest';
import { CollectFailure } from '../../../frames/collect/collectFailure';
import { buildRecordsBody } from '../../../frames/collect/collectRecords';
import type { CollectMessageRequest } from '../../../headless/core/collect/collectMessages';
import type { ElementDefinition } from '../../../headless/core/frame/elementDefinition';

const value = (table: string, column: string, text: string, type: ElementDefinition['type'] = 'INPUT_FIELD') => ({
  definition: { name: `${table}.${column}`, type, table, column, required: false, enableCardIcon: true, validations: [] },
  value: text,
});
const request = (overrides: Partial<CollectMessageRequest> = {}): CollectMessageRequest => ({ type: 'collect', requestId: 'r1', vaultToken: 't', tokens: true, ...overrides });

function failure(run: () => unknown): CollectFailure {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CollectFailure);
    return error as CollectFailure;
  }
  throw new Error('expected a CollectFailure');
}

describe('buildRecordsBody', () => {
  it('groups element values by table, one field per column, and always says whether tokens are wanted', () => {
    const body = buildRecordsBody(
      [value('cards', 'card_number', '4242424242424242', 'CARD_NUMBER'), value('profiles', 'nickname', 'Work'), value('cards', 'expiry_date', '12/30', 'EXPIRATION_DATE')],
      request({ tokens: false }),
    );
    expect(body).toEqual({
      records: [
        { table: 'cards', fields: { card_number: '4242424242424242', expiry_date: '12/30' } },
        { table: 'profiles', fields: { nickname: 'Work' } },
      ],
      tokens: false,
    });
  });

  it('leaves empty elements out, and a table with nothing but empty elements', () => {
    const body = buildRecordsBody([value('cards', 'card_number', '4242424242424242'), value('cards', 'nickname', ''), value('notes', 'text', '')], request());
    expect(body.records).toEqual([{ table: 'cards', fields: { card_number: '4242424242424242' } }]);
  });

  it('merges additional fields into the record of their table, taking its skyflowID, and passes upsert on', () => {
    const upsert = [{ table: 'cards', column: 'nickname' }];
    const body = buildRecordsBody(
      [value('cards', 'nickname', 'Work')],
      request({
        upsert,
        additionalFields: {
          records: [
            { table: 'cards', skyflowID: 'rec_1', fields: { holder_ref: 'h-1' } },
            { table: 'cards', fields: { source: 'web' } },
            { table: 'cards', skyflowID: 'rec_2', fields: { nickname: 'Other' } },
            { table: 'audit', fields: { event: 'collect' } },
          ],
        },
      }),
    );
    expect(body).toEqual({
      records: [
        { table: 'cards', skyflowID: 'rec_1', fields: { nickname: 'Work', holder_ref: 'h-1', source: 'web' } },
        { table: 'cards', skyflowID: 'rec_2', fields: { nickname: 'Other' } },
        { table: 'audit', fields: { event: 'collect' } },
      ],
      tokens: true,
      upsert,
    });
  });

  it('refuses an additional field that writes a column an element already writes', () => {
    const error = failure(() =>
      buildRecordsBody([value('cards', 'nickname', 'Work')], request({ additionalFields: { records: [{ table: 'cards', fields: { nickname: 'Other' } }] } })),
    );
    expect(error.code).toBe('INVALID_ADDITIONAL_FIELDS');
    expect(error.message).toContain('additionalFields.records[0].fields.nickname');
    // The typed value is not repeated in the message.
    expect(error.message).not.toContain('Work');
  });

  it('refuses to send nothing', () => {
    expect(failure(() => buildRecordsBody([value('cards', 'nickname', '')], request())).code).toBe('VALIDATION_FAILED');
  });
});
