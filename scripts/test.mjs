// `npm test`: every check the project has, in the order that fails fastest.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['unit, component, server and story tests', ['run', 'test:unit']],
  ['build', ['run', 'build']],
  ['Storybook build', ['run', 'build-storybook']],
  ['size budgets', ['run', 'size']],
  ['end-to-end tests in Chromium', ['run', 'test:e2e']],
];

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
