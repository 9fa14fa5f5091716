import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BillingAddress } from 'payment-client/components';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { useStoryCardFields, type StoryCardFieldsOptions } from './fixtures/cardFormFields';
import { localeWrapper } from './fixtures/locale';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { countriesPending, countriesServed, countriesUnavailable } from './mocks/countries';
import { inTheme } from './fixtures/inTheme';

function BillingAddressFields(options: StoryCardFieldsOptions) {
  const { fields } = useStoryCardFields(options);
  return <BillingAddress {...fields.billingAddress} />;
}

/** The country selector once the countries asset has arrived. */
async function loadedCountrySelect(canvasElement: HTMLElement, label: string) {
  const select = within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: label });
  await waitFor(() => expect(select).toBeEnabled());
  return select;
}

const meta = {
  title: 'Components/BillingAddress',
  // The story's own arguments drive the canvas; the component's public props get their own tab.
  subcomponents: { BillingAddress },
  decorators: [withCheckoutTheme],
  args: { locale: 'en', billingAddress: true },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'ar'] } },
  parameters: { docs: { description: { component: 'Country, then the postal code where the chosen country has one. Shown under the card fields when the merchant asks for a billing address; the country list loads from the provider.' } }, msw: { handlers: { countries: [countriesServed] } } },
  render: (args) => <BillingAddressFields key={JSON.stringify(args)} {...args} />,
} satisfies Meta<StoryCardFieldsOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = await loadedCountrySelect(canvasElement, en['cardForm.label.country']);
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'false');
    await expect(country).toHaveValue('');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.selectOptions(country, 'GB');
    const postalCode = canvas.getByRole('textbox', { name: en['cardForm.label.postalCode'] });
    await expect(postalCode).toBeRequired();
    await expect(postalCode).toHaveAttribute('placeholder', en['cardForm.placeholder.postalCode']);
    await userEvent.type(postalCode, 'SW1A 1AA');
    await userEvent.tab();
    await expect(postalCode).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.queryByText(en['cardForm.error.postalCode'])).not.toBeInTheDocument();
  },
};

/** PC-CARDFORM-6: the postal code shows its error on focus-out when invalid; typing clears it. */
export const InvalidPostalCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = await loadedCountrySelect(canvasElement, en['cardForm.label.country']);
    await userEvent.selectOptions(country, 'DE');
    const postalCode = canvas.getByRole('textbox', { name: en['cardForm.label.postalCode'] });

    await userEvent.type(postalCode, '1011');
    await expect(canvas.queryByText(en['cardForm.error.postalCode'])).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(postalCode).toHaveClass('pc-Input--invalid');
    await expect(postalCode).toHaveAccessibleDescription(en['cardForm.error.postalCode']);

    await userEvent.type(postalCode, '7');
    await expect(postalCode).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.queryByText(en['cardForm.error.postalCode'])).not.toBeInTheDocument();
  },
};

/** A country without postal codes asks for none. */
export const CountryWithoutPostalCode: Story = {
  play: async ({ canvasElement }) => {
    const country = await loadedCountrySelect(canvasElement, en['cardForm.label.country']);
    await userEvent.selectOptions(country, 'AE');
    await expect(country).toHaveValue('AE');
    await expect(within(canvasElement).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The countries asset has not arrived: the selector is busy and cannot be used yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { countries: [countriesPending] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group');
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(group).toHaveAttribute('data-loading');
    const country = canvas.getByRole<HTMLSelectElement>('combobox', { name: en['cardForm.label.country'] });
    await expect(country).toBeDisabled();
    await expect(within(country).getAllByRole('option').map((option) => option.textContent)).toEqual([en['cardForm.placeholder.country']]);
  },
};

export const CountriesUnavailable: Story = {
  parameters: { msw: { handlers: { countries: [countriesUnavailable] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['cardForm.error.countriesUnavailable']);
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('combobox', { name: en['cardForm.label.country'] })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    const country = await loadedCountrySelect(canvasElement, ar['cardForm.label.country']);
    await expect(within(country).getAllByRole('option')[0]).toHaveTextContent(ar['cardForm.placeholder.country']);
    await userEvent.selectOptions(country, 'GB');
    const postalCode = canvas.getByRole('textbox', { name: ar['cardForm.label.postalCode'] });
    await userEvent.type(postalCode, '12');
    await userEvent.tab();
    await expect(postalCode).toHaveAccessibleDescription(ar['cardForm.error.postalCode']);
  },
};

/** The default state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
