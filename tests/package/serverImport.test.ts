import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Plain Node, no DOM: a server render or a build step imports the entries' sources through the package's own exports map
// (the `payment-client-source` condition; tests/package/consumer.test.ts imports the built ones).
const IMPORT_BOTH = `
const headless = await import('payment-client/headless');
const components = await import('payment-client/components');
console.log(JSON.stringify({ headless: Object.keys(headless).length, components: Object.keys(components).length, document: typeof document }));
`;

test('both package entries import in plain Node without a DOM', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--conditions=payment-client-source', '--import', 'tsx', '--input-type=module', '-e', IMPORT_BOTH], { cwd: root });
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
  expect(result.document).toBe('undefined');
  expect(result.headless).toBeGreaterThan(0);
  expect(result.components).toBeGreaterThan(0);
});
