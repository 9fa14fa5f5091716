/// <reference types="vite/client" />
import { composeStories } from '@storybook/react';
import { describe, expect, test } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];

const storyFiles = import.meta.glob<StoriesModule>('../../stories/*.stories.tsx', { eager: true });

// Components composed only of others or owned by their own story set elsewhere.
const WITHOUT_OWN_STORY_FILE: Record<string, string> = {
  AppearanceScope: 'shown by every story: the preview renders each one inside it (and by Appearance.stories.tsx)',
  ResultMessage: 'one story file per message: SuccessMessage and FailureMessage',
  WalletButton: 'the frame of the three wallet buttons, shown by their story files',
};

// The states every component's story file shows, by story name; Arabic is checked by locale below.
const REQUIRED_STATES: [state: string, name: RegExp][] = [
  ['default', /default/i],
  ['invalid or failure', /invalid|failure|declined|error/i],
  ['loading', /loading/i],
];

type PlayFunction = (...args: never[]) => unknown;

describe.each(Object.entries(storyFiles))('%s', (_path, storiesModule) => {
  const composed = composeStories(storiesModule) as Record<string, { globals?: Record<string, unknown> }>;
  const stories = Object.values(composed);
  const globalsOf = (story: { globals?: Record<string, unknown> }) => story.globals ?? {};
  const meta = storiesModule.default as { parameters?: { ownAppearance?: boolean }; play?: PlayFunction };
  // A file with its own appearance (the Appearance API's guide and playground) documents theming, not a component's states.
  const ownAppearance = meta.parameters?.ownAppearance === true;

  test('has an Arabic (right-to-left) story', () => {
    expect(stories.some((story) => globalsOf(story).locale === 'ar')).toBe(true);
  });

  test('has a dark and a custom theme story', () => {
    if (ownAppearance) return;
    expect(stories.some((story) => globalsOf(story).theme === 'dark')).toBe(true);
    expect(stories.some((story) => globalsOf(story).theme === 'custom')).toBe(true);
  });

  test('has a default, an invalid or failure, and a loading story', () => {
    if (ownAppearance) return;
    const names = Object.keys(composed);
    expect(REQUIRED_STATES.filter(([, name]) => !names.some((storyName) => name.test(storyName))).map(([state]) => state)).toEqual([]);
  });

  // That each play function asserts something is checked where it runs: stories.test.tsx counts its assertions.
  test('every story has a play function', () => {
    const withoutPlay = Object.keys(composed).filter((name) => !((storiesModule as unknown as Record<string, { play?: PlayFunction } | undefined>)[name]?.play ?? meta.play));
    expect(withoutPlay).toEqual([]);
  });
});

test('every component folder has a story file', () => {
  const folders = [...new Set(Object.keys(import.meta.glob('../../components/*/*.tsx')).map((path) => path.split('/')[3]!))];
  expect(folders).toContain('PayButton');
  const storied = Object.keys(storyFiles).map((path) => path.replace('../../stories/', '').replace('.stories.tsx', ''));
  expect(folders.filter((folder) => !storied.includes(folder) && !(folder in WITHOUT_OWN_STORY_FILE))).toEqual([]);
});
