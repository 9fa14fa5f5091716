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

describe.each(Object.entries(storyFiles))('%s', (_path, storiesModule) => {
  const stories = Object.values(composeStories(storiesModule)) as { globals?: Record<string, unknown> }[];
  const globalsOf = (story: { globals?: Record<string, unknown> }) => story.globals ?? {};

  test('has an Arabic (right-to-left) story', () => {
    expect(stories.some((story) => globalsOf(story).locale === 'ar')).toBe(true);
  });

  test('has a dark and a custom theme story', () => {
    if ((storiesModule.default as { parameters?: { ownAppearance?: boolean } }).parameters?.ownAppearance) return;
    expect(stories.some((story) => globalsOf(story).theme === 'dark')).toBe(true);
    expect(stories.some((story) => globalsOf(story).theme === 'custom')).toBe(true);
  });
});

test('every component folder has a story file', () => {
  const folders = [...new Set(Object.keys(import.meta.glob('../../components/*/*.tsx')).map((path) => path.split('/')[3]!))];
  expect(folders).toContain('PayButton');
  const storied = Object.keys(storyFiles).map((path) => path.replace('../../stories/', '').replace('.stories.tsx', ''));
  expect(folders.filter((folder) => !storied.includes(folder) && !(folder in WITHOUT_OWN_STORY_FILE))).toEqual([]);
});
