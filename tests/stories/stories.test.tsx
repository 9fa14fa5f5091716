/// <reference types="vite/client" />
import { composeStories, type composeStory } from '@storybook/react';
import axe from 'axe-core';
import { expect as storyExpect } from 'storybook/test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { expectConsoleError } from '../support/consoleGuard';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const storyFiles = Object.entries(import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx', { eager: true })).map(
  ([path, storiesModule]) => [path.replace('../../', ''), storiesModule] as const,
);

const WCAG_21_AA: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // happy-dom computes no layout or colours: contrast is checked on the built Storybook in Chromium (tests/e2e/storybook.spec.ts).
  rules: { 'color-contrast': { enabled: false } },
  // The kit's frames are cross-origin (the vault, the 3-D Secure page) and empty here: nothing to check inside.
  iframes: false,
};

// Typing with userEvent and running axe take seconds on a busy machine; no story waits on the clock.
const STORY_TIMEOUT_MS = 15_000;

let container: HTMLElement | undefined;

afterEach(() => {
  vi.useRealTimers();
  container?.remove();
  container = undefined;
});

describe.each(storyFiles)('%s', (_file, storiesModule) => {
  test.each(Object.entries(composeStories(storiesModule)) as [string, ComposedStory][])('%s', async (_name, Story) => {
    container = document.body.appendChild(document.createElement('div'));
    // The kit's polling delays (PC-POLL-4) pass on a fake clock that jumps to the next timer
    // whenever the story waits, so a story that follows a payment takes no real seconds.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.setTimerTickMode('nextTimerAsync');

    // What the kit logs while the story plays (a declined payment, say), as the story declares it.
    for (const pattern of (Story.parameters.consoleErrors ?? []) as (string | RegExp)[]) expectConsoleError(pattern);

    // Renders the story and runs its play function; a failed assertion rejects here.
    const assertionsBefore = storyExpect.getState().assertionCalls;
    await Story.run({ canvasElement: container });
    // A play function that asserts nothing (a comment saying `expect`, say) proves nothing.
    expect(storyExpect.getState().assertionCalls, 'assertions made by the play function').toBeGreaterThan(assertionsBefore);
    vi.useRealTimers();

    const { violations } = await axe.run(container, WCAG_21_AA);
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    // Storybook unmounts a story only when the next one loads: loading this one again ends it
    // here, so what its teardown logs (a payment still running is cancelled) belongs to this test.
    await Story.load();
  }, STORY_TIMEOUT_MS);
});
