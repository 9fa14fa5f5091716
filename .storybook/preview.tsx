import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AppearanceScope } from '../components/AppearanceScope/AppearanceScope';
import { arabicCatalog } from '../headless/core/i18n/arabicCatalog';
import { LOCALES } from '../headless/core/i18n/locales';
import { addCatalog, textDirection } from '../headless/core/i18n/translate';
import { STORY_APPEARANCES, STORY_CANVAS, STORY_THEMES, THEME_WRAPPER_ATTRIBUTE, themeFromGlobals } from '../stories/fixtures/appearances';
import { LOCALE_WRAPPER_ATTRIBUTE, localeFromGlobals } from '../stories/fixtures/locale';
import { providerHandlers } from '../stories/mocks/handlers';
import { logosServed } from '../stories/mocks/logos';
import '../components/styles.css';
import '../components/DropIn/dropIn.css';
import '../components/ThreeDSChallenge/threeDSChallenge.css';

const LOCALE_TITLES = { en: 'English', ar: 'العربية' } as const;

// Storybook is an entry of its own, like the npm package's hooks: it adds the Arabic texts its stories show.
addCatalog('ar', arabicCatalog);

// Only a browser can host the service worker; portable stories under vitest bring a node server (tests/stories/setup.ts).
const canHostServiceWorker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

const withLocaleDirection: Decorator = (Story, { globals }) => {
  const locale = localeFromGlobals(globals);
  return (
    <div dir={textDirection(locale)} lang={locale} {...{ [LOCALE_WRAPPER_ATTRIBUTE]: locale }}>
      <Story />
    </div>
  );
};

const THEME_TITLES = { light: 'Light', dark: 'Dark', custom: 'Custom (merchant)' } as const;

/** Every story renders inside the chosen theme's AppearanceScope, as a React team would theme the kit. */
const withTheme: Decorator = (Story, { globals, parameters }) => {
  const theme = themeFromGlobals(globals);
  // The playground brings its own appearance from its controls.
  if (parameters.ownAppearance) return <Story />;
  return (
    <div style={{ background: STORY_CANVAS[theme], padding: '1rem' }} {...{ [THEME_WRAPPER_ATTRIBUTE]: theme }}>
      <AppearanceScope appearance={STORY_APPEARANCES[theme]}>
        <Story />
      </AppearanceScope>
    </div>
  );
};

const preview: Preview = {
  // A Docs page for every story file: the component's usage text, its prop table, then its stories.
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Locale: sets the direction and language of the story wrapper',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_TITLES[locale], right: textDirection(locale).toUpperCase() })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme: the appearance the kit is rendered with',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: STORY_THEMES.map((theme) => ({ value: theme, title: THEME_TITLES[theme] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  // The locale wraps the theme, so the theme's wrapper sits inside the story's direction.
  decorators: [withTheme, withLocaleDirection],
  loaders: canHostServiceWorker ? [mswLoader()] : [],
  parameters: {
    // Every story that shows a drop-in shows its logos: one not served would be left out, so a story
    // would look as the stories before it left the image cache.
    msw: { handlers: { provider: providerHandlers, logos: [logosServed] } },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
  },
};

export default preview;
