import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SuccessMessage } from '../components/ResultMessage/SuccessMessage';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { localeWrapper } from './fixtures/locale';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';

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

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { message: ar['result.success'] },
  play: async ({ canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(ar['result.success']);
  },
};
