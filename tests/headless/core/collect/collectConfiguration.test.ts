// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTAINER_MOUNT_DELAY_MS, CREATE_ELEMENT_FAILED_MESSAGE, type ContainerType } from '../../../../headless/core/collect/constants';
import type { ElementInput } from '../../../../headless/core/collect/elementInput';
import { createVaultClient, type ContainerOptions } from '../../../../headless/core/vault/vaultClient';
import type { VaultConfigInput } from '../../../../headless/core/vault/vaultConfig';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { expectConsoleError } from '../../../support/consoleGuard';
import { fakeJwt } from '../../../support/session';
import { fakeCollectPort } from './fakeCollectPort';

const ALL_TYPES =
  'CARDHOLDER_NAME, CARD_NUMBER, EXPIRATION_DATE, EXPIRATION_MONTH, EXPIRATION_YEAR, CVV, INPUT_FIELD, PIN, TEXTAREA, CHECKBOX, RADIO, DROPDOWN';

const cardNumber = { table: 'cards', column: 'card_number', type: 'CARD_NUMBER' };
const cvv = { table: 'cards', column: 'security_code', type: 'CVV', name: 'cvv' };
const holder = { table: 'cards', column: 'cardholder_name', type: 'CARDHOLDER_NAME' };
const code = { table: 'cards', column: 'code', type: 'INPUT_FIELD', name: 'code' };
/** A rule on an element that may carry one (a CVV, PIN or card number may not). */
const withRule = (type: string, params: unknown) => ({ ...code, validations: [{ type, params }] });

/** What a merchant does, in order; the first refused step ends it. */
interface Scenario {
  vault?: Record<string, unknown>;
  type?: unknown;
  options?: unknown;
  elements?: unknown[];
  /** Registered on the first element. */
  on?: [unknown, unknown];
  /** Applied to the first element. */
  update?: unknown;
  /** Collect options, tried on the container before it is mounted. */
  collect?: unknown;
  target?: 'missing';
}

async function run(scenario: Scenario) {
  const { port, mountFrame } = fakeCollectPort();
  const target = document.createElement('div');
  document.body.append(target);
  let error: unknown;
  let delayStarted = false;
  try {
    const vault = createVaultClient(
      { vaultId: 'vlt_1', vaultUrl: 'https://vault.example', getBearerToken: async () => fakeJwt(Date.now() / 1000 + 3600), ...scenario.vault } as VaultConfigInput,
      port,
    );
    const container = vault.container((scenario.type ?? 'COLLECT') as ContainerType, scenario.options as ContainerOptions);
    const elements = (scenario.elements ?? [cardNumber]).map((input) => container.create(input as ElementInput));
    if (scenario.on) elements[0]!.on(...(scenario.on as Parameters<(typeof elements)[0]['on']>));
    if (scenario.update) elements[0]!.update(scenario.update as Partial<ElementInput>);
    if ('collect' in scenario) {
      await container.collect(scenario.collect as never);
    } else {
      const mounting = container.mount((scenario.target === 'missing' ? null : target) as HTMLElement);
      delayStarted = true;
      await vi.advanceTimersByTimeAsync(CONTAINER_MOUNT_DELAY_MS);
      await mounting;
    }
  } catch (caught) {
    error = caught;
  }
  return { error, delayStarted, mountFrame, target };
}

const cases: [title: string, scenario: Scenario, code: string, message: string][] = [
  // Vault configuration
  ['an empty vault id', { vault: { vaultId: '' } }, 'INVALID_VAULT_CONFIG', 'vault.vaultId must be a non-empty string'],
  ['a vault URL that is not http(s)', { vault: { vaultUrl: 'javascript:alert(1)' } }, 'INVALID_VAULT_CONFIG', 'vault.vaultUrl must be an absolute http(s) URL without credentials'],
  ['an unknown environment', { vault: { env: 'DEV' } }, 'INVALID_VAULT_CONFIG', 'vault.env must be one of TEST, PRODUCTION'],
  ['a getBearerToken that is not a function', { vault: { getBearerToken: 'eyJ.token' } }, 'INVALID_BEARER_TOKEN_PROVIDER', 'vault.getBearerToken must be a function returning a Promise<string>'],
  ['a custom elements URL on http', { vault: { customElementsUrl: 'http://elements.example/frame' } }, 'INVALID_CUSTOM_ELEMENTS_URL', 'vault.customElementsUrl must be an absolute URL starting with https://'],
  ['a custom elements URL that is not a URL', { vault: { customElementsUrl: 'https//elements' } }, 'INVALID_CUSTOM_ELEMENTS_URL', 'vault.customElementsUrl must be an absolute URL starting with https://'],
  // Container type and layout
  ['an unknown container type', { type: 'GRID' }, 'INVALID_CONTAINER_TYPE', 'vault.container(type) must be one of COLLECT, COMPOSABLE'],
  ['a composable container without layout', { type: 'COMPOSABLE' }, 'INVALID_LAYOUT', 'layout must be a non-empty array of row sizes, e.g. [1, 2]'],
  ['an empty layout', { type: 'COMPOSABLE', options: { layout: [] } }, 'INVALID_LAYOUT', 'layout must be a non-empty array of row sizes, e.g. [1, 2]'],
  ['a negative row size', { type: 'COMPOSABLE', options: { layout: [1, -1] } }, 'INVALID_LAYOUT', 'layout[1] must be a non-negative integer'],
  ['a fractional row size', { type: 'COMPOSABLE', options: { layout: [1.5] } }, 'INVALID_LAYOUT', 'layout[0] must be a non-negative integer'],
  ['row sizes that do not add up to the elements', { type: 'COMPOSABLE', options: { layout: [1, 1] }, elements: [cardNumber, cvv, holder] }, 'INVALID_LAYOUT', 'layout places 2 elements but the container has 3; the row sizes must add up to the number of elements'],
  ['a layout on a COLLECT container', { options: { layout: [1] } }, 'INVALID_LAYOUT', 'layout applies only to COMPOSABLE containers: COLLECT puts one element per row'],
  ['an unknown type in a custom layout', { type: 'COMPOSABLE', options: { layout: [['CARD_NUMBER'], ['CVC']] } }, 'INVALID_ELEMENT_TYPE', `layout[1][0] must be one of ${ALL_TYPES}`],
  ['a type twice in a custom layout', { type: 'COMPOSABLE', options: { layout: [['CARD_NUMBER'], ['CVV', 'CVV']] } }, 'DUPLICATE_ELEMENT', 'layout[1][1] places CVV a second time; a custom layout names each type once'],
  ['an element a custom layout does not place', { type: 'COMPOSABLE', options: { layout: [['CARD_NUMBER']] }, elements: [cardNumber, cvv] }, 'INVALID_LAYOUT', 'layout does not place CVV'],
  ['a mount with no element', { elements: [] }, 'MISSING_ELEMENT', 'elements is empty: create at least one element before mount'],
  ['a mount without a target element', { target: 'missing' }, 'INVALID_MOUNT_TARGET', 'container.mount(target) needs the DOM element to mount into'],
  // Elements
  ['an element that is not an object', { elements: ['CARD_NUMBER'] }, 'INVALID_ELEMENT', 'elements[0] must be an object with table, column and type'],
  ['an element without type', { elements: [{ table: 'cards', column: 'card_number' }] }, 'MISSING_ELEMENT_TYPE', 'elements[0].type is required: the kind of field to render'],
  ['an unknown element type', { elements: [{ ...cardNumber, type: 'CARD' }] }, 'INVALID_ELEMENT_TYPE', `elements[0].type must be one of ${ALL_TYPES}`],
  ['an element without table', { elements: [{ column: 'card_number', type: 'CARD_NUMBER' }] }, 'MISSING_TABLE', 'elements[0].table is required: the vault table the value is stored in'],
  ['an empty table', { elements: [{ ...cardNumber, table: '' }] }, 'INVALID_TABLE', 'elements[0].table must be a non-empty string'],
  ['an element without column', { elements: [{ table: 'cards', type: 'CARD_NUMBER' }] }, 'MISSING_COLUMN', 'elements[0].column is required: the vault column the value is stored in'],
  ['a column that is not a string', { elements: [{ ...cardNumber, column: 42 }] }, 'INVALID_COLUMN', 'elements[0].column must be a non-empty string'],
  ['an empty element name', { elements: [cardNumber, { ...cvv, name: '' }] }, 'INVALID_ELEMENT_NAME', 'elements[1].name must be a non-empty string'],
  ['two elements with one name', { elements: [cardNumber, { ...cvv, name: 'cards.card_number' }] }, 'DUPLICATE_ELEMENT_NAME', 'elements[1].name "cards.card_number" is already used by another element of this container; give each element a unique name'],
  ['a label that is not a string', { elements: [{ ...cardNumber, label: 5 }] }, 'INVALID_ELEMENT', 'elements[0].label must be a string'],
  ['required that is not a boolean', { elements: [{ ...cardNumber, required: 'yes' }] }, 'INVALID_REQUIRED', 'elements[0].required must be a boolean'],
  ['enableCardIcon that is not a boolean', { elements: [{ ...cardNumber, enableCardIcon: 1 }] }, 'INVALID_ENABLE_CARD_ICON', 'elements[0].enableCardIcon must be a boolean'],
  ['a radio without value', { elements: [{ table: 'prefs', column: 'plan', type: 'RADIO' }] }, 'MISSING_ELEMENT_VALUE', 'elements[0].value is required: a RADIO submits this value when checked'],
  ['a checkbox with an empty value', { elements: [{ table: 'prefs', column: 'news', type: 'CHECKBOX', value: '' }] }, 'INVALID_ELEMENT_VALUE', 'elements[0].value must be a non-empty string'],
  ['a value on an input field', { elements: [{ table: 'prefs', column: 'nick', type: 'INPUT_FIELD', value: 'x' }] }, 'INVALID_ELEMENT_VALUE', 'elements[0].value applies only to RADIO and CHECKBOX elements'],
  ['a dropdown without options', { elements: [{ table: 'prefs', column: 'plan', type: 'DROPDOWN' }] }, 'INVALID_DROPDOWN_OPTIONS', 'elements[0].options must be a non-empty array of {text, value}'],
  ['a dropdown with no option', { elements: [{ table: 'prefs', column: 'plan', type: 'DROPDOWN', options: [] }] }, 'INVALID_DROPDOWN_OPTIONS', 'elements[0].options must be a non-empty array of {text, value}'],
  ['a dropdown option without value', { elements: [{ table: 'prefs', column: 'plan', type: 'DROPDOWN', options: [{ text: 'Monthly' }] }] }, 'INVALID_DROPDOWN_OPTIONS', 'elements[0].options[0].value must be a string'],
  ['options on a card field', { elements: [{ ...cvv, options: [{ text: 'a', value: 'a' }] }] }, 'INVALID_DROPDOWN_OPTIONS', 'elements[0].options applies only to DROPDOWN elements'],
  // Validation rules
  ['validations that are not an array', { elements: [{ ...cvv, validations: { type: 'REGEX_MATCH_RULE' } }] }, 'INVALID_VALIDATIONS', 'elements[0].validations must be an array of validation rules'],
  ['an unknown validation rule', { elements: [withRule('EMAIL_RULE', {})] }, 'INVALID_VALIDATION_RULE', 'elements[0].validations[0].type must be one of REGEX_MATCH_RULE, LENGTH_MATCH_RULE, ELEMENT_VALUE_MATCH_RULE'],
  ['rule params that are not an object', { elements: [withRule('REGEX_MATCH_RULE', '^\\d+$')] }, 'INVALID_VALIDATION_PARAMS', 'elements[0].validations[0].params must be an object'],
  ['a regex rule without regex', { elements: [withRule('REGEX_MATCH_RULE', {})] }, 'INVALID_REGEX_RULE', 'elements[0].validations[0].params.regex must be a regular expression source string'],
  ['a regex that does not compile', { elements: [withRule('REGEX_MATCH_RULE', { regex: '(\\d' })] }, 'INVALID_REGEX_RULE', 'elements[0].validations[0].params.regex must be a regular expression that compiles'],
  ['a length rule without min or max', { elements: [withRule('LENGTH_MATCH_RULE', { error: 'Too short' })] }, 'INVALID_LENGTH_MATCH_RULE', 'elements[0].validations[0].params needs min or max'],
  ['a negative length', { elements: [withRule('LENGTH_MATCH_RULE', { min: -1 })] }, 'INVALID_LENGTH_MATCH_RULE', 'elements[0].validations[0].params.min must be a non-negative integer'],
  ['a length rule with min above max', { elements: [withRule('LENGTH_MATCH_RULE', { min: 5, max: 2 })] }, 'INVALID_LENGTH_MATCH_RULE', 'elements[0].validations[0].params needs min <= max'],
  ['a match rule without element', { elements: [withRule('ELEMENT_VALUE_MATCH_RULE', {})] }, 'INVALID_ELEMENT_VALUE_MATCH_RULE', 'elements[0].validations[0].params.element must name another element of the container'],
  ['a match rule naming its own element', { elements: [withRule('ELEMENT_VALUE_MATCH_RULE', { element: 'code' })] }, 'INVALID_ELEMENT_VALUE_MATCH_RULE', 'elements[0].validations[0].params.element must name another element, not "code" itself'],
  ['a match rule naming no element of the container', { elements: [withRule('ELEMENT_VALUE_MATCH_RULE', { element: 'cvv-again' }), cardNumber] }, 'INVALID_ELEMENT_VALUE_MATCH_RULE', 'elements[0].validations[0].params.element names "cvv-again", which is not an element of this container'],
  // Match rules never involve a card number, CVC or PIN (SEC-23)
  ...(
    [
      ['CVV', cvv],
      ['PIN', { table: 'cards', column: 'pin', type: 'PIN', name: 'pin' }],
      ['CARD_NUMBER', { ...cardNumber, name: 'number' }],
    ] as const
  ).map(([type, target]): [string, Scenario, string, string] => [
    `a match rule that compares with a ${type} element`,
    { elements: [target, { table: 'cards', column: 'probe', type: 'INPUT_FIELD', name: 'probe', validations: [{ type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: target.name } }] }] },
    'INVALID_ELEMENT_VALUE_MATCH_RULE',
    `elements[1].validations[0].params.element compares with a ${type} element: a card number, CVC or PIN never takes part in a match rule`,
  ]),
  [
    'a match rule carried by a CVV element',
    { elements: [{ table: 'cards', column: 'probe', type: 'INPUT_FIELD', name: 'probe' }, { ...cvv, validations: [{ type: 'ELEMENT_VALUE_MATCH_RULE', params: { element: 'probe' } }] }] },
    'INVALID_ELEMENT_VALUE_MATCH_RULE',
    'elements[1].validations[0] compares with a CVV element: a card number, CVC or PIN never takes part in a match rule',
  ],
  // Nor does a regex or length rule check one of them: its validity would be a bit of the secret.
  ...(
    [
      ['REGEX_MATCH_RULE', { regex: '1\\d*' }, 'INVALID_REGEX_RULE'],
      ['LENGTH_MATCH_RULE', { min: 4 }, 'INVALID_LENGTH_MATCH_RULE'],
    ] as const
  ).flatMap(([rule, params, code]) =>
    (
      [
        ['CVV', cvv],
        ['PIN', { table: 'cards', column: 'pin', type: 'PIN', name: 'pin' }],
        ['CARD_NUMBER', { ...cardNumber, name: 'number' }],
      ] as const
    ).map(([type, element]): [string, Scenario, string, string] => [
      `a ${rule} on a ${type} element`,
      { elements: [{ ...element, validations: [{ type: rule, params }] }] },
      code,
      `elements[0].validations[0] checks a ${type} element: a card number, CVC or PIN is checked by its own rules only`,
    ]),
  ),
  // Element events and updates
  ['an unknown element event', { on: ['CLICK', () => {}] }, 'INVALID_EVENT_LISTENER', 'element "cards.card_number".on(event) must be one of CHANGE, FOCUS, BLUR, READY, SUBMIT'],
  ['an event without handler', { on: ['CHANGE', undefined] }, 'MISSING_HANDLER', 'element "cards.card_number".on(CHANGE, handler) needs a handler function'],
  ['a handler that is not a function', { on: ['BLUR', 'onBlur'] }, 'MISSING_HANDLER', 'element "cards.card_number".on(BLUR, handler) needs a handler function'],
  ['an update that renames the element', { update: { name: 'pan' } }, 'IMMUTABLE_ELEMENT_NAME', 'element "cards.card_number".update(changes).name cannot change: "cards.card_number" keeps its name for its whole life'],
  ['an update that breaks a rule', { update: { enableCardIcon: 'no' } }, 'INVALID_ENABLE_CARD_ICON', 'elements[0].enableCardIcon must be a boolean'],
  ['a format on an element that is not an expiry', { elements: [{ ...cardNumber, format: 'MM/YY' }] }, 'INVALID_ELEMENT', 'elements[0].format applies only to EXPIRATION_DATE and EXPIRATION_YEAR elements'],
  // Collect options (checked before the container is even asked whether it is mounted)
  ['collect options that are not an object', { collect: 'tokens' }, 'INVALID_COLLECT_OPTIONS', 'collect.options must be an object'],
  ['a tokens option that is not a boolean', { collect: { tokens: 'no' } }, 'INVALID_TOKENS_OPTION', 'collect.options.tokens must be a boolean'],
  ['additional fields without records', { collect: { additionalFields: {} } }, 'INVALID_ADDITIONAL_FIELDS', 'collect.options.additionalFields.records must be a non-empty array'],
  ['additional fields with no record', { collect: { additionalFields: { records: [] } } }, 'INVALID_ADDITIONAL_FIELDS', 'collect.options.additionalFields.records must be a non-empty array'],
  ['an additional record without table', { collect: { additionalFields: { records: [{ table: 1, fields: {} }] } } }, 'INVALID_ADDITIONAL_FIELDS', 'collect.options.additionalFields.records[0].table must be a non-empty string'],
  ['an additional record whose fields are not an object', { collect: { additionalFields: { records: [{ table: 'orders', fields: ['x'] }] } } }, 'INVALID_ADDITIONAL_FIELDS', 'collect.options.additionalFields.records[0].fields must be an object'],
  ['an empty skyflowID', { collect: { additionalFields: { records: [{ table: 'orders', fields: {}, skyflowID: '' }] } } }, 'INVALID_SKYFLOW_ID', 'collect.options.additionalFields.records[0].skyflowID must be a non-empty string'],
  ['an upsert that is not an array', { collect: { upsert: { table: 'cards', column: 'card_number' } } }, 'INVALID_UPSERT', 'collect.options.upsert must be a non-empty array'],
  ['an empty upsert', { collect: { upsert: [] } }, 'INVALID_UPSERT', 'collect.options.upsert must be a non-empty array'],
  ['an upsert with an empty column', { collect: { upsert: [{ table: 'cards', column: '' }] } }, 'INVALID_UPSERT', 'collect.options.upsert[0].column must be a non-empty string'],
];

describe('collect container configuration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('mounts a valid configuration (the baseline every case below changes once)', async () => {
    const { error, mountFrame } = await run({});
    expect(error).toBeUndefined();
    expect(mountFrame).toHaveBeenCalledTimes(1);
  });

  it("hands the frame an expiry element's format, and falls back to the default with a warning for an unknown one", async () => {
    const warn = vi.fn();
    const expiry = (column: string, type: string, format: string) => ({ table: 'cards', column, type, format });
    const { error, mountFrame } = await run({
      vault: { warn, logLevel: 'WARN' },
      elements: [expiry('expiry_date', 'EXPIRATION_DATE', 'YYYY/MM'), expiry('expiry_year', 'EXPIRATION_YEAR', 'YYYY'), expiry('other_date', 'EXPIRATION_DATE', 'DD/MM')],
    });
    expect(error).toBeUndefined();
    const rows = (mountFrame.mock.calls[0] as unknown as [unknown, { rows: { name: string; format?: string }[][] }])[1].rows.flat();
    expect(rows.map((row) => [row.name, row.format])).toEqual([['cards.expiry_date', 'YYYY/MM'], ['cards.expiry_year', 'YYYY'], ['cards.other_date', 'MM/YY']]);
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^elements\[2\]\.format: .*DD\/MM/));
  });

  it.each(cases)('refuses %s with its code and mounts nothing', async (_title, scenario, code, message) => {
    // A refused element or mount target is logged too, in the thrown error's words; a match rule
    // refused for the element it points at is not.
    if (message.startsWith('elements[') && !scenario.update && !/which is not an element of this container|compares with a \w+ element/.test(message)) expectConsoleError(`[PaymentClient] ${CREATE_ELEMENT_FAILED_MESSAGE} ${message}`);
    if (scenario.target === 'missing') expectConsoleError(`[PaymentClient] ${message}`);
    const { error, delayStarted, mountFrame, target } = await run(scenario);
    expect(error).toBeInstanceOf(PaymentClientError);
    // Thrown by the call itself: the mount delay never started.
    expect(delayStarted).toBe(false);
    expect(error).toMatchObject({ code, message });
    expect(mountFrame).not.toHaveBeenCalled();
    expect(target.childNodes).toHaveLength(0);
  });

  it('names the wrong field in the error fields', async () => {
    expectConsoleError(`[PaymentClient] ${CREATE_ELEMENT_FAILED_MESSAGE} elements[1].table must be a non-empty string`);
    const { error } = await run({ elements: [cardNumber, { ...cvv, table: '' }] });
    expect((error as PaymentClientError).fields).toEqual(['elements[1].table']);
  });
});
