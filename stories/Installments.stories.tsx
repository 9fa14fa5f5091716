import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Installments } from 'payment-client/components';
import { installmentLabel, installmentOptionsFor } from '../headless/core/cardForm/installments';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { createTranslator, type Locale } from '../headless/core/i18n/translate';
import { useStoryCardFields, type StoryCardFieldsOptions } from './fixtures/cardFormFields';
import { localeWrapper } from './fixtures/locale';
import { STORY_PAYMENT_METHODS } from './fixtures/session';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';
import { binLookupAnswered, binLookupPending, binLookupUnavailable } from './mocks/binLookup';

/** The first digits of a Brazilian card, as the secure frame reports them. */
const BIN = '41111111';
const lookupRequested = fn();

function InstallmentsField(options: StoryCardFieldsOptions) {
  const { fields } = useStoryCardFields(options);
  return <Installments {...fields.installments} />;
}

/** The option texts the card method offers an issuer country, as the catalog words them. */
function offeredLabels(issuerCountry: string, locale: Locale): string[] {
  const translate = createTranslator(locale);
  return installmentOptionsFor(STORY_PAYMENT_METHODS, issuerCountry).map((option) => installmentLabel(option, locale, translate));
}

const meta = {
  title: 'Components/Installments',
  // The story's own arguments drive the canvas; the component's public props get their own tab.
  subcomponents: { Installments },
  parameters: { docs: { description: { component: "A dropdown of monthly instalments, shown under the card number only when the card's issuing country offers them." } } },
  decorators: [withCheckoutTheme],
  args: { locale: 'en', issuerCountry: 'BR', onBinLookedUp: fn() },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'ar'] },
    issuerCountry: { control: 'inline-radio', options: ['BR', 'DE'] },
  },
  render: (args) => <InstallmentsField key={JSON.stringify(args)} {...args} />,
} satisfies Meta<StoryCardFieldsOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: en['cardForm.label.installments'] });
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    await expect(options.map((option) => option.text)).toEqual([en['cardForm.placeholder.installments'], ...offeredLabels('BR', 'en')]);
    await expect(select).toHaveValue('');
    await expect(select).toBeEnabled();

    await userEvent.selectOptions(select, within(select).getByRole('option', { name: offeredLabels('BR', 'en')[1] }));
    await expect(select).toHaveValue('6');
    // Back to the placeholder: paying in one go.
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: en['cardForm.placeholder.installments'] }));
    await expect(select).toHaveValue('');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: en['cardForm.label.installments'] });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '3');
    await expect(select).toHaveValue('3');
    await expect(within(select).getByRole<HTMLOptionElement>('option', { name: offeredLabels('BR', 'en')[0] }).selected).toBe(true);
  },
};

/** The issuer's country has no options: the dropdown is hidden (and disabled), PC-INSTALLMENT-2. */
export const NoOptions: Story = {
  args: { issuerCountry: 'DE' },
  play: async ({ canvasElement }) => {
    await expect(offeredLabels('DE', 'en')).toEqual([]);
    await expect(within(canvasElement).queryByRole('combobox')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText(en['cardForm.label.installments'])).not.toBeInTheDocument();
  },
};

/** The card's BIN is looked up through the session: the provider answers Brazil, and its options appear. */
export const LookedUp: Story = {
  args: { issuerCountry: undefined, bin: BIN },
  parameters: { msw: { handlers: { binLookup: [binLookupAnswered('BR')] } } },
  play: async ({ canvasElement }) => {
    const select = await within(canvasElement).findByRole<HTMLSelectElement>('combobox', { name: en['cardForm.label.installments'] });
    await expect(within(select).getAllByRole<HTMLOptionElement>('option').map((option) => option.text)).toEqual([en['cardForm.placeholder.installments'], ...offeredLabels('BR', 'en')]);
  },
};

/** While the issuer's country is being looked up, no installments are offered yet. */
export const Loading: Story = {
  args: { issuerCountry: undefined, bin: BIN },
  parameters: { msw: { handlers: { binLookup: [binLookupPending(lookupRequested)] } } },
  beforeEach: () => lookupRequested.mockClear(),
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(lookupRequested).toHaveBeenCalledWith(BIN));
    await expect(within(canvasElement).queryByRole('combobox')).not.toBeInTheDocument();
    await expect(args.onBinLookedUp).not.toHaveBeenCalled();
  },
};

/** The lookup fails: only the BIN is known, no issuer country, so no installments are offered and the card pays in one go. */
export const LookupFailure: Story = {
  args: { issuerCountry: undefined, bin: BIN },
  parameters: { msw: { handlers: { binLookup: [binLookupUnavailable] } } },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onBinLookedUp).toHaveBeenCalledWith({ bin: BIN }), { timeout: 3000 });
    await expect(within(canvasElement).queryByRole('combobox')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText(en['cardForm.label.installments'])).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    const select = within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: ar['cardForm.label.installments'] });
    const labels = offeredLabels('BR', 'ar');
    await expect(within(select).getAllByRole<HTMLOptionElement>('option').map((option) => option.text)).toEqual([ar['cardForm.placeholder.installments'], ...labels]);
    // By element: the Arabic amount holds a no-break space, which matching by text would not see.
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: labels[0] }));
    await expect(select).toHaveValue('3');
  },
};

/** The default state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
