import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FailureMessage } from '../components/ResultMessage/FailureMessage';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { localeWrapper } from './fixtures/locale';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';

const meta = {
  title: 'Components/FailureMessage',
  component: FailureMessage,
  decorators: [withCheckoutTheme],
  args: { message: en['result.failure'], dismissLabel: en['result.dismiss'], onDismiss: fn() },
} satisfies Meta<typeof FailureMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['result.failure']);
    await userEvent.click(canvas.getByRole('button', { name: en['result.dismiss'] }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { message: ar['result.failure'], dismissLabel: ar['result.dismiss'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('alert')).toHaveTextContent(ar['result.failure']);
    await userEvent.click(canvas.getByRole('button', { name: ar['result.dismiss'] }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The default state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
