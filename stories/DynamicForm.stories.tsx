import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DynamicForm } from 'payment-client/components';
import 'payment-client/components/DynamicForm/dynamicForm.css';
import { formSchemaNotFound } from '../headless/core/dynamicForm/constants';
import { type ValidityChangeEvent, useDynamicForm, type DynamicFormClient } from 'payment-client/headless';
import { fieldTextKey, type DynamicFormTexts } from '../headless/core/dynamicForm/fieldTexts';
import { dynamicFormAr, dynamicFormEn } from '../headless/core/dynamicForm/messages';
import type { Locale } from '../headless/core/i18n/translate';
import { BANK_ACCOUNT_LABELS, BANK_ACCOUNT_TEXTS_AR, BANK_HOLDER_TYPES, IBAN_SCHEMA } from './fixtures/bankAccountForm';
import { localeWrapper } from './fixtures/locale';
import { storySession } from './fixtures/session';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { ibanSchemaPending, ibanSchemaServed } from './mocks/schemas';
import { inTheme } from './fixtures/inTheme';

interface MethodFormArgs {
  paymentMethodCode: string;
  locale: Locale;
  texts?: DynamicFormTexts;
  onValidityChange: (event: ValidityChangeEvent) => void;
  log: DynamicFormClient['log'];
}

function MethodForm({ paymentMethodCode, locale, texts, onValidityChange, log }: MethodFormArgs) {
  const client = useMemo(() => ({ session: storySession(), locale, log }), [locale, log]);
  const form = useDynamicForm(client, { paymentMethodCode, ...(texts ? { texts } : {}), onValidityChange });
  return <DynamicForm form={form} />;
}

const formRoot = (canvasElement: HTMLElement) => canvasElement.querySelector('.pc-DynamicForm');

/** The holder type tabs, once the schema and its remote IBAN schema are in. */
async function readyTabs(canvasElement: HTMLElement) {
  const tablist = await within(canvasElement).findByRole('tablist');
  return within(tablist).getAllByRole('tab');
}

const meta = {
  title: 'Components/DynamicForm',
  // The story's own arguments drive the canvas; the component's public props get their own tab.
  subcomponents: { DynamicForm },
  decorators: [withCheckoutTheme],
  args: { paymentMethodCode: 'bankAccount', locale: 'en', onValidityChange: fn(), log: fn() },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'ar'] } },
  parameters: { docs: { description: { component: 'The form of a method that needs more than a card (a bank account, say), drawn from the schema the provider publishes: labels, hints, errors and tabs come from it, so no form is designed by hand.' } }, msw: { handlers: { schemas: [ibanSchemaServed] } } },
  // The form is created once per mount, so a new method or locale mounts a new one.
  render: (args) => <MethodForm key={`${args.paymentMethodCode}-${args.locale}`} {...args} />,
} satisfies Meta<MethodFormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await readyTabs(canvasElement);
    const [individual, company] = tabs;
    await expect(tabs.map((tab) => tab.textContent)).toEqual(BANK_HOLDER_TYPES.map((holderType) => holderType.title));
    await expect(canvas.getByRole('tablist')).toHaveAccessibleName(BANK_ACCOUNT_LABELS.holderType);
    await expect(individual).toHaveAttribute('aria-selected', 'true');
    await expect(company).toHaveAttribute('aria-selected', 'false');
    await expect(formRoot(canvasElement)).toHaveAttribute('aria-busy', 'false');

    // Fields sit in the selected tab's panel, in position order; the IBAN came through its remote $ref.
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName(individual!.textContent!);
    await expect([...panel.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      BANK_ACCOUNT_LABELS.holderName,
      BANK_ACCOUNT_LABELS.iban,
      BANK_ACCOUNT_LABELS.accountType,
    ]);
    const iban = within(panel).getByRole('textbox', { name: BANK_ACCOUNT_LABELS.iban });
    await expect(iban).toHaveAccessibleDescription(IBAN_SCHEMA.description);
    const accountType = within(panel).getByRole<HTMLSelectElement>('combobox', { name: BANK_ACCOUNT_LABELS.accountType });
    await expect(within(accountType).getAllByRole('option')[0]).toHaveTextContent(dynamicFormEn['dynamicForm.placeholder.select']);
    await expect(formRoot(canvasElement)).toHaveAttribute('data-invalid');

    await userEvent.type(within(panel).getByRole('textbox', { name: BANK_ACCOUNT_LABELS.holderName }), 'Ada Lovelace');
    await userEvent.type(iban, 'DE89370400440532013000');
    await userEvent.selectOptions(accountType, 'savings');
    await expect(args.onValidityChange).not.toHaveBeenCalled();
    // Validity is reported on blur (PC-DYNFORM-5).
    await userEvent.tab();
    await expect(args.onValidityChange).toHaveBeenCalledOnce();
    await expect(args.onValidityChange).toHaveBeenCalledWith({ paymentMethodCode: 'bankAccount', isValid: true });
    await expect(formRoot(canvasElement)).not.toHaveAttribute('data-invalid');
  },
};

/** The holder type is a tablist: arrows select (and follow focus), and companies get one more field. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [individual, company] = await readyTabs(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: BANK_ACCOUNT_LABELS.companyRegistrationNumber })).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(individual).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(company).toHaveFocus();
    await expect(company).toHaveAttribute('aria-selected', 'true');
    await expect(company).toHaveAttribute('data-selected');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(company!.textContent!);
    await expect(canvas.getByRole('textbox', { name: BANK_ACCOUNT_LABELS.companyRegistrationNumber })).toBeRequired();

    await userEvent.keyboard('{ArrowRight}');
    await expect(individual).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(company).toHaveFocus();

    // Only the selected tab is in the tab order, so Tab leaves for the panel's first field.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: BANK_ACCOUNT_LABELS.holderName })).toHaveFocus();
  },
};

/** Each field names the rule it breaks once the shopper has left it (PC-DYNFORM-6). */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await readyTabs(canvasElement);
    const holderName = canvas.getByRole('textbox', { name: BANK_ACCOUNT_LABELS.holderName });

    await userEvent.click(holderName);
    await expect(canvas.queryByText(dynamicFormEn['dynamicForm.error.required'])).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(holderName).toHaveAttribute('aria-invalid', 'true');
    await expect(holderName).toHaveAccessibleDescription(dynamicFormEn['dynamicForm.error.required']);
    await expect(holderName.closest('.pc-DynamicForm-field')).toHaveAttribute('data-invalid');
    await expect(args.onValidityChange).not.toHaveBeenCalled();

    await userEvent.type(holderName, 'A');
    await expect(holderName).toHaveAccessibleDescription(dynamicFormEn['dynamicForm.error.tooShort']);
    await userEvent.type(holderName, 'x'.repeat(100));
    await expect(holderName).toHaveAccessibleDescription(dynamicFormEn['dynamicForm.error.tooLong']);

    const iban = canvas.getByRole('textbox', { name: BANK_ACCOUNT_LABELS.iban });
    await userEvent.type(iban, 'de89370400440532013000');
    await userEvent.tab();
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveAccessibleDescription(`${IBAN_SCHEMA.description} ${dynamicFormEn['dynamicForm.error.invalid']}`);

    await userEvent.clear(holderName);
    await userEvent.type(holderName, 'Ada');
    await expect(holderName).toHaveAttribute('aria-invalid', 'false');
    await expect(formRoot(canvasElement)).toHaveAttribute('data-invalid');
  },
};

/** The remote IBAN schema has not arrived: the form is busy and shows no field yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { schemas: [ibanSchemaPending] } } },
  play: async ({ canvasElement }) => {
    const root = formRoot(canvasElement);
    await expect(root).toHaveAttribute('data-status', 'loading');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('tablist')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** A method without a form schema: nothing is rendered and the error of PC-DYNFORM-8 is logged. */
export const Unavailable: Story = {
  args: { paymentMethodCode: 'card' },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.log).toHaveBeenCalledWith('ERROR', formSchemaNotFound('card')));
    await expect(formRoot(canvasElement)).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar', texts: BANK_ACCOUNT_TEXTS_AR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = (key: string) => BANK_ACCOUNT_TEXTS_AR[key]!;
    const [individual, company] = await readyTabs(canvasElement);
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(formRoot(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(individual).toHaveTextContent(label(fieldTextKey.option('holderType', 'individual')));

    // Right to left, the next tab is to the left.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(company).toHaveFocus();
    await expect(company).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    const holderName = canvas.getByRole('textbox', { name: label(fieldTextKey.label('holderName')) });
    await expect(holderName).toHaveFocus();
    await userEvent.tab();
    await expect(holderName).toHaveAccessibleDescription(dynamicFormAr['dynamicForm.error.required']);
    const accountType = canvas.getByRole('combobox', { name: label(fieldTextKey.label('accountType')) });
    await expect(within(accountType).getAllByRole('option')[0]).toHaveTextContent(dynamicFormAr['dynamicForm.placeholder.select']);
  },
};

/** The default state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
