import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LoaderOverlay } from 'payment-client/components';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { payWithSavedCard, renderDropIn } from './fixtures/dropIn';
import { localeWrapper } from './fixtures/locale';
import { inTheme } from './fixtures/inTheme';
import { authorizeHanging, declinedHandlers } from './mocks/handlers';

const overlay = (canvasElement: HTMLElement) => canvasElement.querySelector('.pc-LoaderOverlay');

const meta = {
  title: 'Components/LoaderOverlay',
  parameters: { docs: { description: { component: 'Covers the checkout with a spinner while a payment is in flight, so nothing can be pressed twice; gone on any result.' } } },
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

/** In the drop-in: the overlay covers the checkout while the provider works on the payment. */
export const Loading: Story = {
  // The payment still running when the story ends is cancelled, and logged so.
  parameters: { msw: { handlers: { provider: [authorizeHanging] } } },
  render: renderDropIn(),
  play: async ({ canvasElement }) => {
    await expect(overlay(canvasElement)).toBeNull();
    await payWithSavedCard(canvasElement);
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(en['loader.label']);
    await expect(status).toHaveAttribute('data-loading');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(canvasElement.querySelector('.pc-DropIn')).toHaveAttribute('data-status', 'authorizing');
  },
};

/** In the drop-in: a declined payment removes the overlay and shows the failure message. */
export const Failure: Story = {
  parameters: { msw: { handlers: { provider: declinedHandlers } } },
  render: renderDropIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWithSavedCard(canvasElement);
    await expect(overlay(canvasElement)).toHaveTextContent(en['loader.label']);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(en['result.failure']);
    await waitFor(() => expect(overlay(canvasElement)).toBeNull());
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
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
