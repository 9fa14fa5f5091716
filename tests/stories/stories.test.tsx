/// <reference types="vite/client" />
import { composeStories, type composeStory } from '@storybook/react';
import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const storyFiles = Object.entries(import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx', { eager: true })).map(
  ([path, storiesModule]) => [path.replace('../../', ''), storiesModule] as const,
);

const WCAG_21_AA: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // happy-dom computes no layout or colours: contrast is checked on the built Storybook in Chromium (tests/e2e/storybook.spec.ts).
  rules: { 'color-contrast': { enabled: false } },
};

// Stories that follow a payment through the provider wait out the kit's real polling delays
// (2 s before the first poll, again after a 3-D Secure challenge or in a payment window).
const STORY_TIMEOUT_MS = 15_000;

let container: HTMLElement | undefined;

afterEach(() => {
  container?.remove();
  container = undefined;
});

describe.each(storyFiles)('%s', (_file, storiesModule) => {
  test.each(Object.entries(composeStories(storiesModule)) as [string, ComposedStory][])('%s', async (_name, Story) => {
    container = document.body.appendChild(document.createElement('div'));

    // Renders the story and runs its play function; a failed assertion rejects here.
    await Story.run({ canvasElement: container });

    const { violations } = await axe.run(container, WCAG_21_AA);
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }, STORY_TIMEOUT_MS);
});
