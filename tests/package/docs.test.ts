import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardFormOptionsSchema, CARD_FORM_EVENT_NAMES } from '../../headless/core/client/cardFormOptions';
import { clientOptionsSchema } from '../../headless/core/client/clientOptions';
import { DROP_IN_EVENT_NAMES } from '../../headless/core/dropIn/dropInEvents';
import { dropInOptionsSchema } from '../../headless/core/dropIn/dropInOptions';
import { CLIENT_ERROR_CODES, FAILURE_CODES } from '../../headless/core/errors/PaymentClientError';

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
  const stylesheets = ['components', 'components/DropIn', 'components/DynamicForm', 'components/ThreeDSChallenge', 'embed/frame'].flatMap((dir) =>
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
});
