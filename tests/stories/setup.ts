import { setProjectAnnotations } from '@storybook/react';
import type { SetupWorker } from 'msw/browser';
import { setupServer } from 'msw/node';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { afterAll, beforeAll } from 'vitest';
import previewAnnotations from '../../.storybook/preview';

// No service worker outside a browser: the preview's `parameters.msw` handlers run on a node server instead.
const server = setupServer();

// The a11y addon's annotations are left out: outside @storybook/addon-vitest they only report, and
// stories.test.tsx runs axe itself with the WCAG 2.1 AA tags.
const project = setProjectAnnotations([
  previewAnnotations,
  {
    loaders: [
      mswLoader(() => {
        server.listen({ onUnhandledRequest: 'error' });
        // The loader only calls use() and resetHandlers(), which the node server shares with the worker.
        return server as unknown as SetupWorker;
      }),
    ],
  },
]);

beforeAll(project.beforeAll);
afterAll(() => server.close());
