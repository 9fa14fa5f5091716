import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { neverAnswered } from './mocks/neverAnswered';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FailureMessage } from 'payment-client/components';
import { UNAVAILABLE_DISPLAY_NAME } from '../headless/core/dropIn/paymentOptions';
import type { AuthorizeBody } from '../headless/core/executor/authorizeBody';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { payButton, payWithSavedCard, renderDropIn, UNNAMED_CARD_ID } from './fixtures/dropIn';
import { localeWrapper } from './fixtures/locale';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';
import { authorizeAccepted, authorizeAcceptedAnswer, declinedExecution, executionDeclined } from './mocks/handlers';

// What the provider says; the shopper reads the generic text, the merchant this.
const DECLINE_REASON = 'Insufficient funds';

/** The provider's own reason for the decline. */
const declinedWithReason = http.get('*/v1/executions/:id', ({ params }) => HttpResponse.json(declinedExecution(String(params.id), DECLINE_REASON)));

/** The provider declines the first saved card and is still working on the second one. */
const secondCardInProgress = http.post('*/v1/executions/:id/authorize', async ({ request, params }) => {
  const body = (await request.json()) as AuthorizeBody;
  if (body.paymentComposition[0]?.paymentInstrumentId === UNNAMED_CARD_ID) await neverAnswered();
  return authorizeAcceptedAnswer(request.url, String(params.id));
});

const meta = {
  title: 'Components/FailureMessage',
  parameters: { docs: { description: { component: 'Replaces the pay button after a declined or failed payment: a cross, the reason, and a button to dismiss it and try again.' } } },
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

/** In the drop-in, a declined payment shows the same text and dismiss button; the provider's reason goes to the merchant. */
export const Declined: Story = {
  parameters: { msw: { handlers: { provider: [authorizeAccepted, declinedWithReason] } } },
  render: renderDropIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWithSavedCard(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(en['result.failure']);
    await expect(alert).toHaveAttribute('data-status', 'failure');
    await userEvent.click(within(alert).getByRole('button', { name: en['result.dismiss'] }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Paying again after a decline clears the failure while the new attempt loads. */
export const Loading: Story = {
  // The second card's payment, still running when the story ends, is cancelled and logged so.
  parameters: { msw: { handlers: { provider: [secondCardInProgress, executionDeclined] } } },
  render: renderDropIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWithSavedCard(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(en['result.failure']);

    // The failure stays while the shopper picks the other card, and goes once the new payment starts.
    await userEvent.click(canvas.getByRole('radio', { name: UNAVAILABLE_DISPLAY_NAME }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: en['payButton.processing'] })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(en['loader.label']);
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
