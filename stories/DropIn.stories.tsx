import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DropIn } from '../components/DropIn/DropIn';
import { createPaymentClient } from '../headless/core/client/createPaymentClient';
import { UNAVAILABLE_DISPLAY_NAME } from '../headless/core/dropIn/paymentOptions';
import { dynamicFormEn } from '../headless/core/dynamicForm/messages';
import { EXECUTION_STATUS } from '../headless/core/executor/constants';
import { ar } from '../headless/core/i18n/ar';
import { DROP_IN_CATALOGS } from '../headless/core/i18n/dropInMessages';
import { en } from '../headless/core/i18n/en';
import type { Locale } from '../headless/core/i18n/translate';
import { encodeInitResponse } from '../headless/core/session/decodeInitResponse';
import type { StoredInstrument } from '../headless/core/session/sessionSchema';
import { useDropIn } from '../headless/react/useDropIn';
import { inTheme } from './fixtures/inTheme';
import { localeFromGlobals, localeWrapper } from './fixtures/locale';
import { STORY_PAYMENT_METHODS, storySession } from './fixtures/session';
import { authorizeAccepted, providerHandlers } from './mocks/handlers';

const SAVED_CARD = 'Visa •••• 4242';

/** A returning shopper: a named saved card, one without a name, a redirect method and the bank account form. */
function dropInSession() {
  const storedCard = (id: string, displayName?: string): StoredInstrument => ({
    id,
    paymentMethod: 'card',
    status: 'enabled',
    ...(displayName ? { displayName } : {}),
    data: { network: 'visa', bin: '424242' },
  });
  return {
    ...storySession(),
    holderReference: 'story-shopper',
    paymentMethods: [{ paymentMethodCode: 'genericRedirect', clientConfig: { integrationType: 'redirect' } }, ...STORY_PAYMENT_METHODS.filter((method) => method.paymentMethodCode !== 'card')],
    storedInstruments: [storedCard('6c0d9c2e-5f1a-4b7e-9a3c-1d2e3f4a5b6c', SAVED_CARD), storedCard('0f1e2d3c-4b5a-4968-8776-655443322110')],
  };
}

/** The drop-in over a real client of the story session; MSW answers the provider. */
function DropInStory({ locale }: { locale: Locale }) {
  const client = useMemo(() => createPaymentClient(encodeInitResponse(dropInSession()), { environment: 'TEST', locale }), [locale]);
  return <DropIn dropIn={useDropIn(client)} />;
}

const failedExecution = http.get('*/v1/executions/:id', ({ params }) => {
  const time = new Date(0).toISOString();
  return HttpResponse.json({
    id: String(params.id),
    status: [
      { code: EXECUTION_STATUS.authorizeRequested, time },
      { code: EXECUTION_STATUS.authorizeFailed, time },
    ],
    links: {},
  });
});

/** The provider never answers, so the payment stays in progress. */
const authorizeHanging = http.post('*/v1/executions/:id/authorize', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

const meta = {
  title: 'Components/DropIn',
  parameters: { msw: { handlers: { provider: providerHandlers } } },
  render: (_args, { globals }) => <DropInStory locale={localeFromGlobals(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const { en: dropInEn, ar: dropInAr } = DROP_IN_CATALOGS;
const savedCard = (canvasElement: HTMLElement) => within(canvasElement).getByRole('radio', { name: SAVED_CARD });
const payButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^Pay/ });

/** Saved cards first (a nameless one as 'Unavailable'), then the methods; nothing is paid until an option is chosen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      SAVED_CARD,
      UNAVAILABLE_DISPLAY_NAME,
      dropInEn['dropIn.method.genericRedirect'],
      dropInEn['dropIn.method.bankAccount'],
    ]);
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await userEvent.click(savedCard(canvasElement));
    await expect(savedCard(canvasElement)).toBeChecked();
    await expect(savedCard(canvasElement).closest('.pc-Option')).toHaveAttribute('data-selected');
    await expect(payButton(canvasElement)).toBeEnabled();
  },
};

/** Arrow keys move the selection; each option opens its own body (the bank account's form). */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(savedCard(canvasElement));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const bankAccount = within(canvasElement).getByRole('radio', { name: dropInEn['dropIn.method.bankAccount'] });
    await expect(bankAccount).toBeChecked();
    await waitFor(() => expect(within(canvasElement).getByRole('textbox', { name: 'Account holder name' })).toBeVisible());
  },
};

/** Paying with the saved card: the provider authorizes, the success message replaces the list. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(savedCard(canvasElement));
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(within(canvasElement).getByText(en['result.success'])).toBeVisible(), { timeout: 5000 });
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};

/** A declined payment: the failure message with its dismiss button; the list stays for another try. */
export const Failure: Story = {
  parameters: { msw: { handlers: { provider: [authorizeAccepted, failedExecution] } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(savedCard(canvasElement));
    await userEvent.click(payButton(canvasElement));
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(en['error.authorizationFailed']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: en['result.dismiss'] }));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(savedCard(canvasElement)).toBeChecked();
  },
};

/** While the provider works the pay button is busy and disabled, so a second click pays nothing. */
export const Loading: Story = {
  parameters: { msw: { handlers: { provider: [authorizeHanging] } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(savedCard(canvasElement));
    await userEvent.click(payButton(canvasElement));
    const busy = await within(canvasElement).findByRole('button', { name: en['payButton.processing'] });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeDisabled();
  },
};

/** The bank account form paid empty: each required field says so, and nothing is authorized. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: dropInEn['dropIn.method.bankAccount'] }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Account holder name' })).toBeVisible());
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(canvas.getAllByText(dynamicFormEn['dynamicForm.error.required']).length).toBeGreaterThan(0));
    await expect(canvas.queryByText(en['result.success'])).toBeNull();
  },
};

/** Arabic: right to left, every label from the Arabic catalogs; saved card names stay as given. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: dropInAr['dropIn.legend'] })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: dropInAr['dropIn.method.bankAccount'] })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: SAVED_CARD }));
    await expect(canvas.getByRole('button', { name: new RegExp(`^${ar['payButton.pay'].split(' ')[0]}`) })).toBeEnabled();
  },
};

/** The saved card chosen, in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
