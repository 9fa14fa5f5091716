/// <reference types="vite/client" />
import type { ComponentType } from 'react';
import { expect, test } from 'vitest';
import * as publicComponents from 'payment-client/components';
import mainConfig from '../../.storybook/main.ts?raw';
import preview from '../../.storybook/preview';

interface StoriesMeta {
  title?: string;
  component?: ComponentType<never>;
  subcomponents?: Record<string, ComponentType<never>>;
  tags?: string[];
  parameters?: { docs?: { description?: { component?: string } } };
}

const metas = Object.values(import.meta.glob<StoriesMeta>('../../stories/*.stories.tsx', { eager: true, import: 'default' }));

/** A story file gets a Docs page when the autodocs tag reaches it (from the preview or its own meta) and no `!autodocs` removes it. */
const hasDocsPage = (meta: StoriesMeta) => [...(preview.tags ?? []), ...(meta.tags ?? [])].filter((tag) => tag.endsWith('autodocs')).at(-1) === 'autodocs';

test('the docs addon is registered, with prop tables read from the TypeScript types', () => {
  expect(mainConfig).toContain("'@storybook/addon-docs'");
  expect(mainConfig).toContain("reactDocgen: 'react-docgen-typescript'");
});

test.each(Object.keys(publicComponents))('%s has a Docs page with a prop table and a usage text', (name) => {
  const component = publicComponents[name as keyof typeof publicComponents];
  // The prop table is the meta's component's (or a subcomponent's, shown in a tab beside it).
  const documentedBy = metas.filter((meta) => meta.component === component || Object.values(meta.subcomponents ?? {}).includes(component as ComponentType<never>));
  expect(documentedBy.map((meta) => meta.title)).not.toEqual([]);
  for (const meta of documentedBy) {
    expect(hasDocsPage(meta), `${meta.title} has a Docs page`).toBe(true);
    expect(meta.parameters?.docs?.description?.component?.length ?? 0, `${meta.title} has a usage text`).toBeGreaterThan(40);
  }
});
