import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectFrameMessage, CollectParentMessage } from '../../../headless/core/collect/collectMessages';
import type { ElementDefinition } from '../../../headless/core/frame/elementDefinition';
import { FRAME_PROTOCOL } from '../../../headless/core/frame/protocol';

const PARENT_ORIGIN = 'https://shop.example';
const frameUrl = (key: string) => `http://127.0.0.1:4100/frame/collect.html?vault=vlt_1#key=${key}&parent=${encodeURIComponent(PARENT_ORIGIN)}`;
// Each test starts a new frame script with its own key; earlier ones keep listening for theirs.
let keys = 0;
const nextKey = () => (keys += 1).toString(16).padStart(32, '0');
const PAN = '4242424242424242';
const CVC = '987';

const definition = (name: string, type: ElementDefinition['type'], column: string, extra: Partial<ElementDefinition> = {}): ElementDefinition => ({
  name,
  type,
  table: 'cards',
  column,
  required: true,
  enableCardIcon: true,
  validations: [],
  ...extra,
});
const rows = [
  [definition('number', 'CARD_NUMBER', 'card_number')],
  [definition('cvv', 'CVV', 'security_code'), definition('nickname', 'INPUT_FIELD', 'nickname', { label: 'Nickname' })],
];

/** The merchant page as the frame sees it: a parent window that records what it is sent. */
function fakeParent(key: string) {
  const sent: { message: CollectFrameMessage; targetOrigin: string; key: string }[] = [];
  const parent = {
    postMessage: vi.fn((data: { protocol: string; key: string; message: CollectFrameMessage }, targetOrigin: string) => {
      expect(data.protocol).toBe(FRAME_PROTOCOL);
      sent.push({ message: data.message, targetOrigin, key: data.key });
    }),
  };
  return { key, parent, sent, messages: () => sent.map((entry) => entry.message) };
}

type Parent = ReturnType<typeof fakeParent>;

/** What the vault wrote into the page it served: TEST unless a test says otherwise, or nothing at all. */
function serveAs(environment: 'TEST' | 'PRODUCTION' | null) {
  document.head.querySelectorAll('meta[name="payment-frame-environment"]').forEach((meta) => meta.remove());
  if (environment === null) return;
  const meta = Object.assign(document.createElement('meta'), { name: 'payment-frame-environment', content: environment });
  document.head.append(meta);
}

async function startFrame(options: { secure?: boolean; url?: (key: string) => string; served?: 'TEST' | 'PRODUCTION' | null } = {}): Promise<Parent> {
  const page = fakeParent(nextKey());
  serveAs(options.served === undefined ? 'TEST' : options.served);
  // The test window stands in for the frame page: its address is the vault's frame URL.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL((options.url ?? frameUrl)(page.key));
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: options.secure ?? true });
  Object.defineProperty(window, 'parent', { configurable: true, value: page.parent });
  vi.resetModules();
  await import('../../../frames/collect/main');
  return page;
}

function post(page: Parent, message: CollectParentMessage, overrides: { origin?: string; key?: string; source?: unknown } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { protocol: FRAME_PROTOCOL, key: overrides.key ?? page.key, message },
      origin: overrides.origin ?? PARENT_ORIGIN,
      source: (overrides.source ?? page.parent) as MessageEventSource,
    }),
  );
}

function type(label: string, value: string) {
  const labelElement = [...document.querySelectorAll('label')].find((l) => l.textContent === label)!;
  const input = document.getElementById(labelElement.htmlFor) as HTMLInputElement;
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.blur();
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

async function answerTo(page: Parent, requestId: string) {
  await vi.waitFor(() => expect(page.messages().some((message) => 'requestId' in message && message.requestId === requestId)).toBe(true));
  return page.messages().find((message) => 'requestId' in message && message.requestId === requestId)!;
}

// Each test loads the frame's page afresh (vi.resetModules): the first also transforms its modules,
// which on a busy machine takes longer than the default 5 s.
describe('the collect frame page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.body.replaceChildren();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says ready to its parent only, at the exact parent origin, with its key', async () => {
    const page = await startFrame();
    expect(page.sent).toEqual([{ message: { type: 'ready' }, targetOrigin: PARENT_ORIGIN, key: page.key }]);
  });

  it('does nothing outside a secure context or without a well-formed fragment', async () => {
    expect((await startFrame({ secure: false })).sent).toEqual([]);
    expect((await startFrame({ url: (key) => frameUrl(key).replace(key, 'short') })).sent).toEqual([]);
    expect((await startFrame({ url: (key) => frameUrl(key).replace('?vault=vlt_1', '') })).sent).toEqual([]);
    expect((await startFrame({ url: (key) => frameUrl(key).replace(/&parent=.*$/, '') })).sent).toEqual([]);
  });

  it('renders only for its parent with its key, then sends READY per element and rendered', async () => {
    const page = await startFrame();
    post(page, { type: 'configure', env: 'TEST', locale: 'en', rows }, { origin: 'https://evil.example' });
    post(page, { type: 'configure', env: 'TEST', locale: 'en', rows }, { key: 'f'.repeat(32) });
    post(page, { type: 'configure', env: 'TEST', locale: 'en', rows }, { source: { postMessage() {} } });
    expect(document.querySelector('form')).toBeNull();

    post(page, { type: 'configure', env: 'TEST', locale: 'ar', rows });
    expect(document.querySelectorAll('input')).toHaveLength(3);
    expect(document.documentElement.dir).toBe('rtl');
    const sent = page.messages();
    expect(sent.filter((m) => m.type === 'element').map((m) => m.type === 'element' && [m.name, m.event])).toEqual([
      ['number', 'READY'],
      ['cvv', 'READY'],
      ['nickname', 'READY'],
    ]);
    expect(sent.at(-1)).toEqual({ type: 'rendered' });
  });

  it('stores typed values in the vault on collect and sends the parent tokens, never the card digits', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { records } = JSON.parse(String(init.body)) as { records: { table: string; fields: Record<string, string> }[] };
      return json(200, { records: records.map((record) => ({ table: record.table, skyflowID: 'rec_1', fields: Object.fromEntries(Object.keys(record.fields).map((c) => [c, `tok_${c}`])) })) });
    });
    vi.stubGlobal('fetch', fetchMock);
    const page = await startFrame();
    post(page, { type: 'configure', env: 'TEST', locale: 'en', rows });
    type('Card number', PAN);
    type('CVC', CVC);
    type('Nickname', 'Work card');
    post(page, { type: 'validate', requestId: 'v1' });
    expect(await answerTo(page, 'v1')).toEqual({ type: 'validated', requestId: 'v1', isValid: true, invalidElements: [] });

    post(page, { type: 'collect', requestId: 'c1', vaultToken: 'vault-jwt', tokens: true, additionalFields: { records: [{ table: 'cards', fields: { source: 'web' } }] } });
    expect(await answerTo(page, 'c1')).toEqual({
      type: 'collected',
      requestId: 'c1',
      records: [{ table: 'cards', skyflowID: 'rec_1', fields: { card_number: 'tok_card_number', security_code: 'tok_security_code', nickname: 'tok_nickname', source: 'tok_source' } }],
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:4100/v1/vaults/vlt_1/records');
    expect(JSON.parse(String(init.body))).toEqual({
      records: [{ table: 'cards', fields: { card_number: PAN, security_code: CVC, nickname: 'Work card', source: 'web' } }],
      tokens: true,
    });

    // Every message the frame sent its parent, searched for the typed card values.
    const everything = JSON.stringify(page.sent);
    expect(everything).not.toContain(PAN);
    expect(everything).not.toContain('4242 4242');
    expect(everything).not.toMatch(new RegExp(`(?<!\\d)${CVC}(?!\\d)`));
    // The control: the non-card value does reach the parent in TEST.
    expect(everything).toContain('Work card');
  });

  it('answers a refused collect with the vault description, and an invalid form without calling the vault', async () => {
    const fetchMock = vi.fn(async () => json(401, { errorCode: 'TOKEN_EXPIRED', message: 'The vault token has expired: create a new session' }, { 'X-Request-Id': 'req_3' }));
    vi.stubGlobal('fetch', fetchMock);
    const page = await startFrame();
    post(page, { type: 'configure', env: 'TEST', locale: 'en', rows });
    post(page, { type: 'collect', requestId: 'c1', vaultToken: 'vault-jwt', tokens: true });
    expect(await answerTo(page, 'c1')).toEqual({
      type: 'collectFailed',
      requestId: 'c1',
      error: { code: 'VALIDATION_FAILED', message: 'Some elements are invalid: number, cvv, nickname' },
    });
    expect(fetchMock).not.toHaveBeenCalled();

    type('Card number', PAN);
    type('CVC', CVC);
    type('Nickname', 'Work card');
    post(page, { type: 'collect', requestId: 'c2', vaultToken: 'vault-jwt', tokens: true });
    expect(await answerTo(page, 'c2')).toEqual({
      type: 'collectFailed',
      requestId: 'c2',
      error: { code: 'NETWORK_ERROR', message: 'The vault token has expired: create a new session', status: 401, requestId: 'req_3' },
    });
  });

  it('takes its environment from the vault that served it: a parent saying TEST cannot turn on setValue', async () => {
    const nickname = () => [...document.querySelectorAll('input')].find((i) => i.name === 'nickname')!;
    for (const served of ['PRODUCTION', null] as const) {
      const page = await startFrame({ served });
      post(page, { type: 'configure', env: 'TEST', locale: 'en', rows });
      post(page, { type: 'setValue', name: 'nickname', value: 'Set by the page' });
      expect(nickname().value).toBe('');
      // Nor do typed values of non-card elements reach the page, as they would in TEST.
      type('Nickname', 'Work card');
      expect(JSON.stringify(page.sent)).not.toContain('Work card');
    }
  });

  it('sets values only in TEST', async () => {
    const page = await startFrame();
    post(page, { type: 'configure', env: 'PRODUCTION', locale: 'en', rows });
    post(page, { type: 'setValue', name: 'nickname', value: 'Set by the page' });
    const input = [...document.querySelectorAll('input')].find((i) => i.name === 'nickname')!;
    expect(input.value).toBe('');

    const testPage = await startFrame();
    post(testPage, { type: 'configure', env: 'TEST', locale: 'en', rows });
    post(testPage, { type: 'setValue', name: 'nickname', value: 'Set by the page' });
    expect([...document.querySelectorAll('input')].find((i) => i.name === 'nickname')!.value).toBe('Set by the page');
  });
});
