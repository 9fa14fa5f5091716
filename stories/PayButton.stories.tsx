import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PayButton } from 'payment-client/components';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { payLabel } from './fixtures/cardFormResult';
import { renderDropIn, savedCard } from './fixtures/dropIn';
import { localeWrapper } from './fixtures/locale';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';
import { declinedHandlers } from './mocks/handlers';

const meta = {
  title: 'Components/PayButton',
  parameters: { docs: { description: { component: 'The one call to action. Disabled until the form is complete, then enabled; while paying it shows a spinner and its processing text.' } } },
  component: PayButton,
  decorators: [withCheckoutTheme],
  args: {
    type: 'button',
    disabled: true,
    'aria-busy': false,
    onClick: fn(),
    label: payLabel('en'),
    loadingLabel: en['payButton.processing'],
  },
} satisfies Meta<typeof PayButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Disabled until what it pays for is valid. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Enabled: Story = {
  args: { disabled: false },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Keyboard focus marks the button with data-focus-visible, for themes to style; leaving clears it. */
export const Focused: Story = {
  args: { disabled: false },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await expect(button).not.toHaveAttribute('data-focus-visible');
  },
};

export const Loading: Story = {
  args: { disabled: true, 'aria-busy': true, 'data-loading': '' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: en['payButton.processing'] });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-loading');
    await expect(button).toHaveAttribute('data-disabled');
  },
};

/** In the drop-in: after a declined payment the button leaves its loading state and can be pressed again. */
export const Failure: Story = {
  parameters: { msw: { handlers: { provider: declinedHandlers } } },
  render: renderDropIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(savedCard(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: payLabel('en') }));
    const busy = canvas.getByRole('button', { name: en['payButton.processing'] });
    await expect(busy).toHaveAttribute('data-loading');
    await expect(busy).toBeDisabled();

    await canvas.findByRole('alert', {}, { timeout: 5000 });
    const button = canvas.getByRole('button', { name: payLabel('en') });
    await waitFor(() => expect(button).toBeEnabled());
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(button).not.toHaveAttribute('data-loading');
    await expect(button).not.toHaveAttribute('data-disabled');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { disabled: false, label: payLabel('ar'), loadingLabel: ar['payButton.processing'] },
  play: async ({ args, canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    const button = within(canvasElement).getByRole('button', { name: payLabel('ar') });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The enabled state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Enabled, 'dark');
export const CustomTheme: Story = inTheme(Enabled, 'custom');
