import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BillingAddress, CardCheckout, Installments, StoreInstrument } from 'payment-client/components';
import { installmentLabel, installmentOptionsFor } from '../headless/core/cardForm/installments';
import { ar } from '../headless/core/i18n/ar';
import { en, type MessageCatalog } from '../headless/core/i18n/en';
import { createTranslator } from '../headless/core/i18n/translate';
import { payLabel } from './fixtures/cardFormResult';
import { CheckoutWithFields, type CheckoutWithFieldsProps } from './fixtures/CheckoutWithFields';
import { localeWrapper } from './fixtures/locale';
import { STORY_PAYMENT_METHODS } from './fixtures/session';
import { countriesPending, countriesServed } from './mocks/countries';
import { inTheme } from './fixtures/inTheme';

type CheckoutArgs = CheckoutWithFieldsProps & { cancel: () => void; screenWidth: number };

/** Picks a country and, where it has one, types a postal code into the checkout's billing address. */
async function fillAddress(canvasElement: HTMLElement, labels: MessageCatalog, country: string, postalCode?: string) {
  const canvas = within(canvasElement);
  const select = canvas.getByRole('combobox', { name: labels['cardForm.label.country'] });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.selectOptions(select, country);
  if (postalCode === undefined) return;
  await userEvent.type(canvas.getByRole('textbox', { name: labels['cardForm.label.postalCode'] }), postalCode);
}

const meta = {
  title: 'Components/CardCheckout with fields',
  // The story's own arguments drive the canvas; the component's public props get their own tab.
  subcomponents: { CardCheckout, BillingAddress, Installments, StoreInstrument },
  args: {
    status: 'idle',
    isReady: true,
    locale: 'en',
    cardFieldsValid: true,
    billingAddress: true,
    issuerCountry: 'BR',
    showStoreInstrument: true,
    pay: fn(async () => {}),
    dismissFailure: fn(),
    cancel: fn(),
    screenWidth: 1280,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'authorizing', 'challenge', 'failure'] },
    locale: { control: 'inline-radio', options: ['en', 'ar'] },
  },
  parameters: { docs: { description: { component: "The card checkout with every optional field a merchant can switch on: billing address, instalments and 'save for future payments'. Use it to see how the form grows." } }, msw: { handlers: { countries: [countriesServed] } } },
  render: ({ pay, dismissFailure, cancel, ...state }) => (
    <CheckoutWithFields key={JSON.stringify(state)} {...state} pay={pay} dismissFailure={dismissFailure} cancel={cancel} />
  ),
} satisfies Meta<CheckoutArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Card fields valid, address missing: paying waits for the address, then goes by keyboard. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const payButton = canvas.getByRole('button', { name: payLabel('en') });
    await expect(payButton).toBeDisabled();

    const installments = canvas.getByRole('combobox', { name: en['cardForm.label.installments'] });
    const [threeMonths] = installmentOptionsFor(STORY_PAYMENT_METHODS, 'BR');
    await userEvent.selectOptions(installments, within(installments).getByRole('option', { name: installmentLabel(threeMonths!, 'en', createTranslator('en')) }));
    await expect(installments).toHaveValue(String(threeMonths!.count));

    await fillAddress(canvasElement, en, 'GB', 'SW1A 1AA');
    await expect(payButton).toBeEnabled();

    // From the postal code, Tab reaches the store checkbox and then the pay button.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: en['cardForm.label.storeInstrument'] })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: en['cardForm.label.storeInstrument'] })).toBeChecked();
    await userEvent.tab();
    await expect(payButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.pay).toHaveBeenCalledOnce();
  },
};

/** PC-CARDFORM-4, PC-ADDRESS-3: with the selector on, an invalid address keeps the form invalid and the button disabled. */
export const InvalidPostalCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAddress(canvasElement, en, 'DE', '123');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: en['cardForm.label.postalCode'] })).toHaveAccessibleDescription(en['cardForm.error.postalCode']);
    const payButton = canvas.getByRole('button', { name: payLabel('en') });
    await expect(payButton).toBeDisabled();
    await userEvent.click(payButton);
    await expect(args.pay).not.toHaveBeenCalled();
  },
};

/** The secure frame and the countries are still loading: both say so, and paying is not possible. */
export const Loading: Story = {
  args: { isReady: false, cardFieldsValid: false },
  parameters: { msw: { handlers: { countries: [countriesPending] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frameHost = canvasElement.querySelector('.pc-CardForm');
    await expect(frameHost).toHaveAttribute('aria-busy', 'true');
    await expect(frameHost).not.toHaveAttribute('data-ready');
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('combobox', { name: en['cardForm.label.country'] })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: payLabel('en') })).toBeDisabled();
  },
};

/** A 3-D Secure challenge in a frame above the form, sized for a phone; cancelling reaches the hook. */
export const Challenge: Story = {
  args: { status: 'challenge', screenWidth: 360 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: en['threeDS.title'] });
    const frame = dialog.querySelector('iframe');
    // PC-3DS-4: on a 360 px screen the largest size that fits is 250x400.
    await expect(frame).toHaveAttribute('width', '250');
    await expect(frame).toHaveAttribute('height', '400');
    // The payment runs behind the dialog: its pay button is busy and cannot be pressed again.
    const payButton = canvas.getByRole('button', { name: en['payButton.processing'] });
    await expect(payButton).toBeDisabled();
    await expect(payButton).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: en['threeDS.cancel'] }));
    await expect(args.cancel).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(canvasElement.querySelector('.pc-Checkout')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('combobox', { name: ar['cardForm.label.installments'] })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: ar['cardForm.label.storeInstrument'] })).not.toBeChecked();

    // The Emirates have no postal codes: the country alone completes the address.
    await fillAddress(canvasElement, ar, 'AE');
    await expect(canvas.queryByRole('textbox', { name: ar['cardForm.label.postalCode'] })).not.toBeInTheDocument();
    const payButton = canvas.getByRole('button', { name: payLabel('ar') });
    await expect(payButton).toBeEnabled();
    await userEvent.click(payButton);
    await expect(args.pay).toHaveBeenCalledOnce();
  },
};

/** The default state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
