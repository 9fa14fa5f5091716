import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GenericRedirectButton } from 'payment-client/components';
import { DROP_IN_CATALOGS } from '../headless/core/i18n/dropInMessages';
import { en as messages } from '../headless/core/i18n/en';
import { renderDropIn } from './fixtures/dropIn';
import { localeWrapper } from './fixtures/locale';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';
import { declinedHandlers } from './mocks/handlers';

const { en, ar } = DROP_IN_CATALOGS;

// Props as the drop-in's pay button getter hands them over for the generic redirect method.
const meta = {
  title: 'Components/GenericRedirectButton',
  parameters: { docs: { description: { component: "Pays with a method that leaves the page (a bank's site). It looks like the pay button; while the redirect is prepared it shows 'Loading' with flashing dots." } } },
  component: GenericRedirectButton,
  decorators: [withCheckoutTheme],
  args: {
    type: 'button',
    disabled: false,
    'aria-busy': false,
    onClick: fn(),
    label: en['dropIn.method.genericRedirect'],
    loadingLabel: en['redirect.loading'],
  },
} satisfies Meta<typeof GenericRedirectButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: en['dropIn.method.genericRedirect'] });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: en['dropIn.method.genericRedirect'] });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** The method cannot pay yet: the button takes no clicks and stays out of the tab order. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: en['dropIn.method.genericRedirect'] });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** PC-REDIRECT-1: while busy it reads 'Loading' with flashing dots that screen readers skip. */
export const Loading: Story = {
  args: { disabled: true, 'aria-busy': true, 'data-loading': '' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: en['redirect.loading'] });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-loading');
    await expect(button.querySelector('.pc-Dots')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByText(en['dropIn.method.genericRedirect'])).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** In the drop-in: the provider declines before any page opens; the button goes from loading back to idle, with the failure message. */
export const Failure: Story = {
  parameters: { msw: { handlers: { provider: declinedHandlers } } },
  render: renderDropIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: en['dropIn.method.genericRedirect'] }));
    await userEvent.click(canvas.getByRole('button', { name: en['dropIn.method.genericRedirect'] }));
    await expect(canvas.getByRole('button', { name: en['redirect.loading'] })).toHaveAttribute('aria-busy', 'true');

    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(messages['result.failure']);
    const button = canvas.getByRole('button', { name: en['dropIn.method.genericRedirect'] });
    await waitFor(() => expect(button).toBeEnabled());
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(button.querySelector('.pc-Dots')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: ar['dropIn.method.genericRedirect'], loadingLabel: ar['redirect.loading'] },
  play: async ({ args, canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    await userEvent.click(within(canvasElement).getByRole('button', { name: ar['dropIn.method.genericRedirect'] }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const ArabicLoading: Story = {
  globals: { locale: 'ar' },
  args: { disabled: true, 'aria-busy': true, 'data-loading': '', label: ar['dropIn.method.genericRedirect'], loadingLabel: ar['redirect.loading'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: ar['redirect.loading'] })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The default state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
