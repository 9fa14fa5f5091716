import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // Serves MSW's mockServiceWorker.js at the root, where the worker registers.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Stories import the kit by its package name; this condition of its `exports` gives the sources.
      // Vite replaces its default conditions with the ones given, so they are kept.
      resolve: { conditions: ['payment-client-source', ...defaultClientConditions] },
      // Pre-bundled up front, so a cold cache does not reload the preview mid-story.
      optimizeDeps: { include: ['msw', 'msw/browser', 'msw-storybook-addon/csf3'] },
    }),
};

export default config;
