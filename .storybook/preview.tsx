import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { LOCALES, textDirection } from '../headless/core/i18n/translate';
import { LOCALE_WRAPPER_ATTRIBUTE, localeFromGlobals } from '../stories/fixtures/locale';
import { providerHandlers } from '../stories/mocks/handlers';
import '../components/styles.css';

const LOCALE_TITLES = { en: 'English', ar: 'العربية' } as const;

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

const preview: Preview = {
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
  },
  initialGlobals: { locale: 'en' },
  decorators: [withLocaleDirection],
  loaders: canHostServiceWorker ? [mswLoader()] : [],
  parameters: {
    msw: { handlers: { provider: providerHandlers } },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
  },
};

export default preview;
