import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  typescript: {
    // Prop tables from the public types as the compiler reads them, imported types included.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // React's own DOM attributes would bury the kit's few props.
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
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
