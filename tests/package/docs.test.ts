import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_FORM_EVENT_NAMES } from '../../headless/core/client/cardFormEventNames';
import { cardFormOptionsSchema } from '../../headless/core/client/cardFormOptions';
import { clientOptionsSchema } from '../../headless/core/client/clientOptions';
import { DROP_IN_EVENT_NAMES } from '../../headless/core/dropIn/dropInEvents';
import { dropInOptionsSchema } from '../../headless/core/dropIn/dropInOptions';
import { CLIENT_ERROR_CODES, FAILURE_CODES } from '../../headless/core/errors/PaymentClientError';
import { CLIENT_VERSION } from '../../headless/core/api/constants';
import { DEFAULT_WEBHOOK_RETRY_BASE_MS, WEBHOOK_MAX_ATTEMPTS } from '../../sandbox/config';
import { merchantContentSecurityPolicy } from '../../sandbox/demo/merchantCsp';
import { PAYMENT_STATUSES } from '../../sandbox/provider/paymentView';
import { TEST_CARDS, THREE_DS_CARD_NUMBER } from '../../sandbox/provider/testCards';
import { WEBHOOK_EVENT_TYPES } from '../../sandbox/provider/webhooks/eventTypes';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS } from '../../sandbox/provider/webhooks/signature';

const root = join(import.meta.dirname, '../..');
const reference = readFileSync(join(root, 'docs/reference.md'), 'utf8');

/** The rows of the table under `## {heading}`: header cells, and each row's first cell without its backticks. */
function table(heading: string) {
  const section = reference.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`docs/reference.md has no section "${heading}"`);
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) => line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim());
  return { header: cells(rows[0]!), names: rows.slice(2).map((line) => cells(line)[0]!.replace(/`/g, '')) };
}

const optionNames = (schema: { _zod: { def: { shape: object } } }) => Object.keys(schema._zod.def.shape).sort();
const eventNames = (schema: { _zod: { def: { shape: { events: { _zod: { def: { innerType: { _zod: { def: { shape: object } } } } } } } } } }) =>
  Object.keys(schema._zod.def.shape.events._zod.def.innerType._zod.def.shape);

// Every `--pc-*` variable the kit's stylesheets read, as the appearance variable that sets it.
const cssVariables = () => {
  const stylesheets = ['components', 'components/DropIn', 'components/DynamicForm', 'components/ThreeDSChallenge', 'frames/card'].flatMap((dir) =>
    readdirSync(join(root, dir)).filter((name) => name.endsWith('.css')).map((name) => readFileSync(join(root, dir, name), 'utf8')),
  );
  const names = stylesheets.flatMap((css) => [...css.matchAll(/var\(--pc-([a-z-]+)/g)].map((match) => match[1]!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())));
  return [...new Set(names)].sort();
};

describe('docs/reference.md lists every public option and event, and nothing else', () => {
  it.each([
    ['Init options', clientOptionsSchema],
    ['Card form options', cardFormOptionsSchema],
    ['Drop-in options', dropInOptionsSchema],
  ] as const)('%s: option | type | default | description, one row per option', (heading, schema) => {
    const { header, names } = table(heading);
    expect(header).toEqual(['option', 'type', 'default', 'description']);
    expect([...names].sort()).toEqual(optionNames(schema));
  });

  it('Events: every callback of the client, the card form and the drop-in, with its payload', () => {
    const { header, names } = table('Events');
    expect(header).toEqual(['event', 'where', 'payload', 'answer', 'description']);
    const events = new Set([...eventNames(clientOptionsSchema), ...CARD_FORM_EVENT_NAMES, ...DROP_IN_EVENT_NAMES, 'onValidityChange']);
    expect([...names].sort()).toEqual([...events].sort());
  });

  it('Error codes: every failure and client code', () => {
    const { names } = table('Error codes');
    expect([...names].sort()).toEqual([...FAILURE_CODES, ...CLIENT_ERROR_CODES].sort());
  });

  it("Appearance variables: every variable the kit's stylesheets read", () => {
    const { header, names } = table('Appearance variables');
    expect(header).toEqual(['variable', 'type', 'default', 'description']);
    expect([...names].sort()).toEqual(cssVariables());
  });
});

describe('the guides', () => {
  it('README keeps the two commands and links into docs/', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toMatch(/^npm test\b/m);
    for (const guide of ['docs/script-tag-quickstart.md', 'docs/react-quickstart.md', 'docs/reference.md']) expect(readme).toContain(`](${guide})`);
  });

  it("README's subscriber section draws the lifecycle with every state of the product API's diagram, and links to it", () => {
    const statesOf = (text: string) => {
      const diagram = /```mermaid\n(stateDiagram-v2\n[\s\S]*?)```/.exec(text)?.[1] ?? '';
      return new Set([...diagram.matchAll(/^\s*(\w+) --> (\w+)/gm)].flatMap((match) => [match[1], match[2]]));
    };
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.split('### A subscriber\'s lifecycle')[1]?.split(/\n##/)[0] ?? '';
    expect(section).toContain('](host-app/server/README.md#a-subscribers-lifecycle)');
    const server = readFileSync(join(root, 'host-app/server/README.md'), 'utf8');
    expect(server).toContain("### A subscriber's lifecycle");
    expect([...statesOf(section)].sort()).toEqual([...statesOf(server)].sort());
    expect(statesOf(section)).toContain('past_due');
  });
});

/** The rows of the first table after `<!-- marker -->` in a docs file: each row's cells, backticks kept. */
function markedTable(file: string, marker: string): string[][] {
  const text = readFileSync(join(root, file), 'utf8');
  const after = text.split(`<!-- ${marker} -->`)[1];
  if (after === undefined) throw new Error(`${file} has no <!-- ${marker} --> marker`);
  const lines = after.split('\n').slice(1);
  const rows = lines.slice(0, lines.findIndex((line, index) => index > 0 && !line.startsWith('|')));
  return rows.slice(2).map((line) => line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim()));
}

const readDoc = (file: string) => readFileSync(join(root, file), 'utf8');
const firstCells = (rows: string[][]) => rows.map((cells) => cells[0]!.replace(/`/g, ''));

describe('docs for merchants, against the code', () => {
  it('docs/csp.md holds the one canonical policy, the one the sandbox sends; the READMEs link to it instead of repeating it', () => {
    const csp = readDoc('docs/csp.md');
    const block = /<!-- canonical-csp -->\n```\n(.+)\n```/.exec(csp)?.[1];
    expect(block).toBe(`Content-Security-Policy: ${merchantContentSecurityPolicy('http://localhost:4000', 'http://127.0.0.1:4100')}`);
    for (const readme of ['README.md', 'sandbox/README.md']) {
      const text = readDoc(readme);
      expect(text).toMatch(/\]\((\.\.\/)?docs\/csp\.md\)/);
      expect(text, `${readme} repeats a policy`).not.toMatch(/script-src 'self'|frame-src http/);
    }
  });

  it('docs/test-cards.md lists every test card with its network, the 3-D Secure card included; the READMEs link to it', () => {
    const rows = markedTableFromHeading('docs/test-cards.md', '## Cards');
    const listed = rows.filter((cells) => /^`[\d ]+`$/.test(cells[0]!)).map((cells) => [cells[0]!.replace(/[` ]/g, ''), cells[1]]);
    expect(listed).toEqual(TEST_CARDS.map((testCard) => [testCard.number, testCard.network]));
    expect(rows.find((cells) => cells[0]!.replace(/[` ]/g, '') === THREE_DS_CARD_NUMBER)?.[2]).toContain('3-D Secure');
    expect(readDoc('README.md')).toContain('](docs/test-cards.md)');
    expect(readDoc('sandbox/README.md')).toContain('](../docs/test-cards.md)');
    expect(readDoc('sandbox/README.md'), 'sandbox/README.md repeats the card table').not.toContain('| `4242 4242 4242 4242` |');
  });

  it('docs/server-side.md lists every webhook event and payment status, and the retry schedule the sandbox uses', () => {
    expect(firstCells(markedTable('docs/server-side.md', 'webhook-events'))).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(firstCells(markedTable('docs/server-side.md', 'payment-statuses'))).toEqual([...PAYMENT_STATUSES]);
    const serverSide = readDoc('docs/server-side.md').replace(/\s+/g, ' ');
    expect(serverSide).toContain(`${DEFAULT_WEBHOOK_RETRY_BASE_MS / 1000} s after the first attempt`);
    expect(serverSide).toContain(`up to ${WEBHOOK_MAX_ATTEMPTS} attempts`);
    expect(serverSide).toContain(`${WEBHOOK_TOLERANCE_SECONDS} seconds`);
    expect(serverSide).toContain(WEBHOOK_SIGNATURE_HEADER);
  });

  it('the quickstart page runs under the CSP: no inline script, handler or style, and it pins the current SDK version', () => {
    const page = readDoc('docs/quickstart/index.html');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(content!.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son[a-z]+=|\sstyle=|<style/i);
    expect(page).toContain(`/sdk/${CLIENT_VERSION}/payment-client.js`);
    expect(readDoc('docs/quickstart/server.mjs')).toContain(`const SDK_VERSION = '${CLIENT_VERSION}'`);
  });
});

/** The table under a heading of a docs file (up to the next heading). */
function markedTableFromHeading(file: string, heading: string): string[][] {
  const section = readDoc(file).split(`${heading}\n`)[1]?.split(/\n#/)[0];
  if (section === undefined) throw new Error(`${file} has no heading "${heading}"`);
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((line) => line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim()));
}
