import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoaderOverlay } from '../components/LoaderOverlay/LoaderOverlay';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { localeWrapper } from './fixtures/locale';
import { inTheme } from './fixtures/inTheme';

const meta = {
  title: 'Components/LoaderOverlay',
  component: LoaderOverlay,
  // The overlay covers its positioned parent, so give it a checkout-sized one.
  decorators: [
    (Story) => (
      <div className="pc-Checkout" style={{ minBlockSize: '10rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { visible: true, label: en['loader.label'] },
} satisfies Meta<typeof LoaderOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(en['loader.label']);
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: ar['loader.label'] },
  play: async ({ canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(ar['loader.label']);
  },
};

/** The default state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
