import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AppearanceScope, CardCheckout } from 'payment-client/components';
import { APPEARANCE_THEMES, type Appearance, type AppearanceTheme } from 'payment-client/headless';
import type { Locale } from '../headless/core/i18n/translate';
import { APPEARANCE_VARIABLE_NAMES } from '../headless/core/appearance/appearanceVariableList';
import { appearanceVariableName } from '../headless/core/appearance/appearanceVariables';
import { AppearanceGuide } from './fixtures/AppearanceGuide';
import { STORY_CANVAS } from './fixtures/appearances';
import { fakeCardFormResult, payLabel } from './fixtures/cardFormResult';
import { localeWrapper } from './fixtures/locale';
import { GALLERY_LOCALES, ThemeGallery } from './fixtures/ThemeGallery';
import { TokenReference } from './fixtures/TokenReference';

interface PlaygroundArgs {
  theme: AppearanceTheme;
  colorPrimary: string;
  colorBackground: string;
  colorText: string;
  colorDanger: string;
  fontFamily: string;
  fontSizeBase: number;
  spacingUnit: number;
  borderRadius: number;
  inputBorderColor: string;
  locale: Locale;
  status: 'idle' | 'authorizing' | 'failure' | 'success';
}

/** The playground's controls as the appearance object a merchant would write. */
function appearanceOf(args: PlaygroundArgs): Appearance {
  const { theme, inputBorderColor, locale: _locale, status: _status, ...variables } = args;
  return { theme, variables, rules: { '.Input': { borderColor: inputBorderColor }, '.Select': { borderColor: inputBorderColor } } };
}

const meta = {
  title: 'Theming/Appearance API',
  // The story's own arguments drive the canvas; the component's public props get their own tab.
  subcomponents: { AppearanceScope },
  // The theme toolbar is for the components' stories; here the controls are the appearance.
  parameters: { ownAppearance: true, docs: { description: { component: 'Wrap kit components you compose yourself in an `AppearanceScope` to theme them: pick a theme (light, dark or flat), override any variable (each becomes a `--pc-*` custom property) and style parts with rules. The card checkout and the drop-in take the same `appearance` object directly. Use the controls below to try one.' } } },
  args: {
    theme: 'light',
    colorPrimary: '#0a66c2',
    colorBackground: '#ffffff',
    colorText: '#1a1f36',
    colorDanger: '#c0262d',
    fontFamily: 'system-ui, sans-serif',
    fontSizeBase: 16,
    spacingUnit: 4,
    borderRadius: 6,
    inputBorderColor: '#8792a2',
    locale: 'en',
    status: 'failure',
  },
  argTypes: {
    theme: { control: 'inline-radio', options: APPEARANCE_THEMES },
    colorPrimary: { control: 'color' },
    colorBackground: { control: 'color' },
    colorText: { control: 'color' },
    colorDanger: { control: 'color' },
    inputBorderColor: { control: 'color' },
    fontSizeBase: { control: { type: 'range', min: 12, max: 22 } },
    spacingUnit: { control: { type: 'range', min: 2, max: 8 } },
    borderRadius: { control: { type: 'range', min: 0, max: 20 } },
    locale: { control: 'inline-radio', options: ['en', 'ar'] },
    status: { control: 'inline-radio', options: ['idle', 'authorizing', 'failure', 'success'] },
  },
  render: (args) => (
    // A dark theme is for a dark page: the kit paints no page background of its own.
    <div style={{ background: args.theme === 'dark' ? STORY_CANVAS.dark : STORY_CANVAS.light, padding: '1rem' }}>
      <AppearanceScope appearance={appearanceOf(args)}>
        <CardCheckout cardForm={fakeCardFormResult({ status: args.status, isValid: true, isReady: true, locale: args.locale, pay: fn(async () => {}), dismissFailure: fn() })} />
      </AppearanceScope>
    </div>
  ),
} satisfies Meta<PlaygroundArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reference: themes, every variable and its custom property, the rule grammar, the state attributes. */
export const Guide: Story = {
  render: () => <AppearanceGuide />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Appearance API');
    await expect(canvas.getByText('--pc-color-primary')).toBeInTheDocument();
    await expect(canvas.getByText('.pc-Option[data-selected]')).toBeInTheDocument();
  },
};

/** Change the controls: the checkout below follows them (a failure shows the danger colour). */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const scope = canvasElement.querySelector<HTMLElement>('.pc-Theme');
    await expect(scope).toHaveAttribute('data-theme', args.theme);
    await expect(scope?.style.getPropertyValue('--pc-color-primary')).toBe(args.colorPrimary);
    await expect(scope?.style.getPropertyValue('--pc-border-radius')).toBe(`${args.borderRadius}px`);
    await expect(within(canvasElement).getByRole('button', { name: payLabel('en') })).toBeEnabled();
  },
};

export const PlaygroundDark: Story = {
  args: { theme: 'dark', colorPrimary: '#7ab7ff', colorBackground: '#1c2230', colorText: '#e8ecf3', colorDanger: '#ff8a8a', inputBorderColor: '#5b6578' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.pc-Theme')).toHaveAttribute('data-theme', 'dark');
  },
};

export const PlaygroundArabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar', theme: 'flat', borderRadius: 0 },
  play: async ({ canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(canvasElement.querySelector('.pc-Checkout')).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: payLabel('ar') })).toBeEnabled();
  },
};

/** Light, dark and flat, each in English and Arabic, side by side. */
export const Gallery: Story = {
  name: 'Theme gallery',
  render: () => <ThemeGallery />,
  play: async ({ canvasElement }) => {
    const panels = [...canvasElement.querySelectorAll<HTMLElement>('[data-gallery-panel]')];
    await expect(panels.map((panel) => panel.dataset.galleryPanel)).toEqual(APPEARANCE_THEMES.flatMap((theme) => GALLERY_LOCALES.map((locale) => `${theme}-${locale}`)));
    for (const panel of panels) {
      const [theme, locale] = panel.dataset.galleryPanel!.split('-');
      await expect(panel.querySelector('.pc-Theme')).toHaveAttribute('data-theme', theme);
      await expect(panel.querySelector('.pc-Checkout')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(within(panel).getByRole('button', { name: payLabel(locale as 'en' | 'ar') })).toBeEnabled();
    }
  },
};

/** The token reference: every Appearance variable from the kit's own list, with its value in each theme. */
export const Tokens: Story = {
  render: () => <TokenReference />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Appearance tokens');
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(APPEARANCE_VARIABLE_NAMES.map(appearanceVariableName));
    // One sample per theme in every row, each inside that theme's scope.
    for (const row of rows) await expect([...row.querySelectorAll('.pc-Theme')].map((scope) => scope.getAttribute('data-theme'))).toEqual([...APPEARANCE_THEMES]);
  },
};
