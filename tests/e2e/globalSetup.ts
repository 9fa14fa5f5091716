import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** `npm run test:e2e` on its own still tests a current build, Storybook's included. */
export default function globalSetup() {
  if (!existsSync('dist/embed/payment-client.js') || !existsSync('dist/frame/card-form.html')) {
    execFileSync('node', ['esbuild.config.mjs'], { stdio: 'inherit' });
  }
  if (!existsSync('dist/storybook/index.json')) {
    execFileSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  }
}
