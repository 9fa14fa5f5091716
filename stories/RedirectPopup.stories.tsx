import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RedirectPopup } from 'payment-client/components';
import { DROP_IN_CATALOGS } from '../headless/core/i18n/dropInMessages';
import { en as messages } from '../headless/core/i18n/en';
import type { PaymentClientSession } from '../headless/core/session/sessionSchema';
import { renderDropIn } from './fixtures/dropIn';
import { localeWrapper } from './fixtures/locale';
import { standInPaymentWindow } from './fixtures/paymentWindow';
import { STORY_PROVIDER_URL, storySession } from './fixtures/session';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';
import { providerPage } from './mocks/providerPage';

const { en, ar } = DROP_IN_CATALOGS;

const PIX_DECLINED = 'Pix payment declined by the bank';

/** Pix is the only method offered, so the drop-in shows it alone: its button, then its payment window. */
function pixSession(): PaymentClientSession {
  return { ...storySession(), paymentMethods: [{ paymentMethodCode: 'pix', clientConfig: { integrationType: 'redirect' } }] };
}

const pixPage = providerPage('popup', 'pix');
const paymentWindow = standInPaymentWindow();

/** Pays with pix and waits until the drop-in shows the popup's dialog. */
async function payWithPix(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: en['dropIn.method.pix'] }));
  return canvas.findByRole('dialog', { name: en['redirect.popupTitle'] }, { timeout: 5000 });
}

const meta = {
  title: 'Components/RedirectPopup',
  parameters: { docs: { description: { component: 'Shown over the checkout while the shopper finishes paying in another window; the shopper can give up from here.' } } },
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

/** In the drop-in: while the shopper pays in the pix window, the page waits with a way out. */
export const Loading: Story = {
  parameters: { msw: { handlers: { provider: pixPage.handlers } } },
  beforeEach: () => paymentWindow.install(),
  render: renderDropIn(pixSession),
  play: async ({ canvasElement }) => {
    const dialog = await payWithPix(canvasElement);
    await expect(dialog).toHaveAttribute('data-pending');
    await expect(within(dialog).getByRole('button', { name: en['redirect.cancel'] })).toBeEnabled();
    await expect(paymentWindow.record).toEqual({ opened: true, href: `${STORY_PROVIDER_URL}/methods/pix/exe_story`, closed: false });
    await expect(within(canvasElement).getByRole('button', { name: en['redirect.loading'] })).toHaveAttribute('aria-busy', 'true');
  },
};

/** In the drop-in: the bank declines the pix payment; the window closes and the failure shows. */
export const Failure: Story = {
  parameters: { msw: { handlers: { provider: pixPage.handlers } } },
  beforeEach: () => paymentWindow.install(),
  render: renderDropIn(pixSession),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWithPix(canvasElement);
    pixPage.decline(PIX_DECLINED);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(messages['result.failure']);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(paymentWindow.record.closed).toBe(true);
    await waitFor(() => expect(canvas.getByRole('button', { name: en['dropIn.method.pix'] })).toBeEnabled());
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
