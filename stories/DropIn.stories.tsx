import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DropIn, DropInItem } from 'payment-client/components';
import { UNAVAILABLE_DISPLAY_NAME } from '../headless/core/dropIn/paymentOptions';
import { dynamicFormEn } from '../headless/core/dynamicForm/messages';
import { ar } from '../headless/core/i18n/ar';
import { DROP_IN_CATALOGS } from '../headless/core/i18n/dropInMessages';
import { en } from '../headless/core/i18n/en';
import { payButton, payWithSavedCard, renderDropIn, SAVED_CARD, savedCard } from './fixtures/dropIn';
import { inTheme } from './fixtures/inTheme';
import { STORY_ASSETS_URL } from './fixtures/session';
import { localeWrapper } from './fixtures/locale';
import { authorizeHanging, declinedHandlers, providerHandlers } from './mocks/handlers';
import { ibanSchemaServed } from './mocks/schemas';

const meta = {
  title: 'Components/DropIn',
  // The story's own arguments drive the canvas; the component's public props get their own tab.
  subcomponents: { DropIn, DropInItem },
  // The bank account form's IBAN field points at a schema on the provider; the logos are on the assets host.
  parameters: { docs: { description: { component: 'Every way to pay in one list: saved cards first, then the methods, each a radio card (`DropInItem`) with its logo. Choosing one opens its body (a form, a wallet button) below its label; one pay button pays with the chosen option.' } }, msw: { handlers: { provider: providerHandlers, schemas: [ibanSchemaServed] } } },
  render: renderDropIn(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const { en: dropInEn, ar: dropInAr } = DROP_IN_CATALOGS;

/** Saved cards first (a nameless one as 'Unavailable'), then the methods, each with its logo; the pay button stays disabled until an option is chosen. */
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
    await expect(radios.map((radio) => radio.closest('label')?.querySelector('img')?.getAttribute('src'))).toEqual([
      `${STORY_ASSETS_URL}card-icons/visa.svg`,
      `${STORY_ASSETS_URL}card-icons/visa.svg`,
      `${STORY_ASSETS_URL}payment-methods/genericRedirect.svg`,
      `${STORY_ASSETS_URL}payment-methods/bankAccount.svg`,
    ]);
    await expect(payButton(canvasElement)).toBeDisabled();
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
    await payWithSavedCard(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByText(en['result.success'])).toBeVisible(), { timeout: 5000 });
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};

/** A declined payment: the failure message with its dismiss button; the list stays for another try. */
export const Failure: Story = {
  parameters: { msw: { handlers: { provider: declinedHandlers } } },
  play: async ({ canvasElement }) => {
    await payWithSavedCard(canvasElement);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(en['result.failure']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: en['result.dismiss'] }));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(savedCard(canvasElement)).toBeChecked();
  },
};

/** While the provider works the pay button is busy and disabled, so a second click pays nothing. */
export const Loading: Story = {
  // The payment still running when the story ends is cancelled, and logged so.
  parameters: { msw: { handlers: { provider: [authorizeHanging] } } },
  play: async ({ canvasElement }) => {
    await payWithSavedCard(canvasElement);
    const busy = await within(canvasElement).findByRole('button', { name: en['payButton.processing'] });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeDisabled();
  },
};

/** The bank account form paid empty: each required field says so, and nothing is authorized. */
export const Invalid: Story = {
  parameters: { consoleErrors: ['[PaymentClient] Dynamic form invalid for payment method bankAccount: nothing was sent'] },
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

/** A merchant who shows names only: `showLogos: false`. */
export const WithoutLogos: Story = {
  render: renderDropIn(undefined, { showLogos: false }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(4);
    await expect(canvasElement.querySelector('.pc-Option-logo')).toBeNull();
  },
};

/** The saved card chosen, in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
