import { describe, expect, it } from 'vitest';
import { collectMessageParser } from '../../../frames/collect/collectMessageParser';
import { collectParentMessageSchema } from '../../../headless/core/collect/collectMessages';

const element = {
  name: 'nickname',
  type: 'INPUT_FIELD',
  table: 'cards',
  column: 'nickname',
  required: true,
  enableCardIcon: true,
  validations: [],
};
const rule = (type: string, params: unknown) => ({ ...element, validations: [{ type, params }] });
const configure = (rows: unknown, overrides: Record<string, unknown> = {}) => ({ type: 'configure', env: 'TEST', locale: 'en', rows, ...overrides });
const collect = (overrides: Record<string, unknown> = {}) => ({ type: 'collect', requestId: 'r1', vaultToken: 't', tokens: true, ...overrides });

const corpus: unknown[] = [
  configure([[element]]),
  configure([[element, { ...element, name: 'other' }], [], [{ ...element, name: 'x', type: 'DROPDOWN', options: [{ text: 'A', value: 'a' }] }]]),
  configure([]),
  configure([[element]], { env: 'PRODUCTION', locale: 'ar' }),
  configure([[element]], { env: 'STAGING' }),
  configure([[element]], { locale: 'fr' }),
  configure([element]),
  configure('rows'),
  configure([[{ ...element, extra: 'dropped' }]], { extra: true }),
  configure([[{ ...element, label: 'Nickname', placeholder: 'Work card', value: 'v' }]]),
  configure([[{ ...element, label: 3 }]]),
  configure([[{ ...element, name: '' }]]),
  configure([[{ ...element, name: 7 }]]),
  configure([[{ ...element, type: 'PASSWORD' }]]),
  configure([[{ ...element, type: 'CARD_NUMBER' }, { ...element, name: 'pin', type: 'PIN' }]]),
  configure([[{ ...element, table: undefined }]]),
  configure([[{ ...element, required: 'yes' }]]),
  configure([[{ ...element, enableCardIcon: 1 }]]),
  configure([[{ ...element, type: 'EXPIRATION_DATE', format: 'YYYY/MM' }]]),
  configure([[{ ...element, type: 'EXPIRATION_YEAR', format: 'YYYY' }]]),
  configure([[{ ...element, type: 'EXPIRATION_DATE', format: 'DD/MM' }]]),
  configure([[{ ...element, validations: undefined }]]),
  configure([[{ ...element, options: [{ text: 'A' }] }]]),
  configure([[{ ...element, options: 'A' }]]),
  configure([[rule('REGEX_MATCH_RULE', { regex: '^[a-z]+$' })]]),
  configure([[rule('REGEX_MATCH_RULE', { regex: '^[a-z]+$', error: 'Lower case only', extra: 1 })]]),
  configure([[rule('REGEX_MATCH_RULE', { regex: '([a-z' })]]),
  configure([[rule('REGEX_MATCH_RULE', { regex: 5 })]]),
  configure([[rule('REGEX_MATCH_RULE', { regex: 'a', error: 5 })]]),
  configure([[rule('LENGTH_MATCH_RULE', { min: 2, max: 5 })]]),
  configure([[rule('LENGTH_MATCH_RULE', { max: 0 })]]),
  configure([[rule('LENGTH_MATCH_RULE', { min: 1.5 })]]),
  configure([[rule('LENGTH_MATCH_RULE', { min: -1 })]]),
  configure([[rule('LENGTH_MATCH_RULE', { min: '2' })]]),
  configure([[rule('ELEMENT_VALUE_MATCH_RULE', { element: 'other', error: 'Must match' })]]),
  configure([[rule('ELEMENT_VALUE_MATCH_RULE', {})]]),
  configure([[rule('ELEMENT_VALUE_MATCH_RULE', null)]]),
  configure([[rule('SCRIPT_RULE', { code: 'x' })]]),
  { type: 'update', element },
  { type: 'update', element: { ...element, type: 'CHECKBOX', value: 'yes' } },
  { type: 'update', element: { ...element, validations: 'none' } },
  { type: 'update' },
  { type: 'setValue', name: 'nickname', value: 'Work' },
  { type: 'setValue', name: 'nickname', value: 1 },
  { type: 'setValue', value: 'Work' },
  { type: 'clearValue', name: 'nickname' },
  { type: 'clearValue', name: null },
  { type: 'reset' },
  { type: 'bearerTokenFailed' },
  { type: 'reset', everything: true },
  { type: 'validate', requestId: 'r1' },
  { type: 'validate' },
  collect(),
  collect({ tokens: false, upsert: [{ table: 'cards', column: 'nickname' }] }),
  collect({ additionalFields: { records: [{ table: 'cards', fields: { a: 'b' }, skyflowID: 'rec_1' }] } }),
  collect({ additionalFields: { records: [{ table: 'cards', fields: { a: 'b' } }, { table: 'notes', fields: {} }] } }),
  collect({ additionalFields: { records: [{ table: 'cards', fields: { a: 1 } }] } }),
  collect({ additionalFields: { records: [{ table: 'cards', fields: ['b'] }] } }),
  collect({ additionalFields: { records: [{ table: 'cards', fields: { a: 'b' }, skyflowID: 3 }] } }),
  collect({ additionalFields: { records: 'all' } }),
  collect({ additionalFields: [] }),
  collect({ upsert: [{ table: 'cards' }] }),
  collect({ upsert: { table: 'cards', column: 'a' } }),
  collect({ tokens: 'yes' }),
  collect({ tokens: undefined }),
  collect({ vaultToken: undefined }),
  collect({ requestId: 2 }),
  { type: 'focus', element: 'CVV' },
  { type: 'other' },
  { configure: true },
  null,
  'reset',
  [],
  42,
];

describe('collectMessageParser', () => {
  it.each(corpus.map((message) => [JSON.stringify(message), message]))('agrees with the schema on %s', (_label, message) => {
    const bySchema = collectParentMessageSchema.safeParse(message);
    const byParser = collectMessageParser.safeParse(message);
    expect(byParser.success).toBe(bySchema.success);
    if (byParser.success && bySchema.success) expect(byParser.data).toStrictEqual(bySchema.data);
  });

  it('accepts each message type at least once in the corpus, and refuses some of each', () => {
    const typeOf = (message: unknown) => (message as { type?: string } | null)?.type;
    const accepted = new Set(corpus.filter((m) => collectMessageParser.safeParse(m).success).map(typeOf));
    const refused = new Set(corpus.filter((m) => !collectMessageParser.safeParse(m).success).map(typeOf));
    const types = ['configure', 'update', 'setValue', 'clearValue', 'reset', 'bearerTokenFailed', 'validate', 'collect'];
    expect(accepted).toEqual(new Set(types));
    // Messages without fields have nothing to refuse.
    for (const type of types.filter((t) => t !== 'reset' && t !== 'bearerTokenFailed')) expect(refused).toContain(type);
  });
});
