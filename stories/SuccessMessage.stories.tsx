import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SuccessMessage } from '../components/ResultMessage/SuccessMessage';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { localeWrapper } from './fixtures/locale';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';

const meta = {
  title: 'Components/SuccessMessage',
  component: SuccessMessage,
  decorators: [withCheckoutTheme],
  args: { message: en['result.success'] },
} satisfies Meta<typeof SuccessMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(en['result.success']);
  },
};

/** A pending payment shows the same block with its own text. */
export const Pending: Story = {
  args: { message: en['result.pending'] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(en['result.pending']);
    await expect(status).toHaveAttribute('data-status', 'success');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { message: ar['result.success'] },
  play: async ({ canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(ar['result.success']);
  },
};

/** The default state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
