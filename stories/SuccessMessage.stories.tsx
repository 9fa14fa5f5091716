import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SuccessMessage } from 'payment-client/components';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { payWithSavedCard, renderDropIn } from './fixtures/dropIn';
import { localeWrapper } from './fixtures/locale';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';
import { declinedHandlers, providerHandlers } from './mocks/handlers';

const successMessage = (canvasElement: HTMLElement) => canvasElement.querySelector('.pc-Message--success');

const meta = {
  title: 'Components/SuccessMessage',
  parameters: { docs: { description: { component: 'Replaces the form once the payment went through: a tick and the result text. A pending payment uses it with its own text.' } } },
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

/** In the drop-in: no success while the payment is in progress; it replaces the list once the provider authorizes. */
export const Loading: Story = {
  parameters: { msw: { handlers: { provider: providerHandlers } } },
  render: renderDropIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWithSavedCard(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(en['loader.label']);
    await expect(successMessage(canvasElement)).toBeNull();

    await waitFor(() => expect(successMessage(canvasElement)).toHaveTextContent(en['result.success']), { timeout: 5000 });
    await expect(canvas.getByRole('status')).toHaveAttribute('data-status', 'success');
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

/** In the drop-in: a declined payment shows the failure message, never the success one. */
export const Failure: Story = {
  parameters: { msw: { handlers: { provider: declinedHandlers } } },
  render: renderDropIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWithSavedCard(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(en['result.failure']);
    await expect(successMessage(canvasElement)).toBeNull();
    await expect(canvas.queryByText(en['result.success'])).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('.pc-DropIn')).toHaveAttribute('data-status', 'failure');
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
