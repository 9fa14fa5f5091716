import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RedirectPopup } from '../components/RedirectPopup/RedirectPopup';
import { DROP_IN_CATALOGS } from '../headless/core/i18n/dropInMessages';
import { localeWrapper } from './fixtures/locale';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';

const { en, ar } = DROP_IN_CATALOGS;

const meta = {
  title: 'Components/RedirectPopup',
  component: RedirectPopup,
  decorators: [withCheckoutTheme],
  args: { message: en['redirect.popupTitle'], cancelLabel: en['redirect.cancel'], onCancel: fn() },
} satisfies Meta<typeof RedirectPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: en['redirect.popupTitle'] });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveTextContent(en['redirect.popupTitle']);
    await userEvent.click(within(dialog).getByRole('button', { name: en['redirect.cancel'] }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The shopper gives up on the payment window from the keyboard. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const cancel = within(canvasElement).getByRole('button', { name: en['redirect.cancel'] });
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { message: ar['redirect.popupTitle'], cancelLabel: ar['redirect.cancel'] },
  play: async ({ args, canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    const dialog = within(canvasElement).getByRole('dialog', { name: ar['redirect.popupTitle'] });
    await userEvent.click(within(dialog).getByRole('button', { name: ar['redirect.cancel'] }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The default state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
