import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoreInstrument } from 'payment-client/components';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { payLabel } from './fixtures/cardFormResult';
import { useStoryCardFields, type StoryCardFieldsOptions } from './fixtures/cardFormFields';
import { CheckoutWithFields } from './fixtures/CheckoutWithFields';
import { localeWrapper } from './fixtures/locale';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';

function StoreInstrumentField(options: StoryCardFieldsOptions) {
  const { fields } = useStoryCardFields(options);
  return <StoreInstrument {...fields.storeInstrument} />;
}

const meta = {
  title: 'Components/StoreInstrument',
  // The story's own arguments drive the canvas; the component's public props get their own tab.
  subcomponents: { StoreInstrument },
  parameters: { docs: { description: { component: "The 'save for future payments' checkbox, shown when the merchant lets shoppers keep their card." } } },
  decorators: [withCheckoutTheme],
  args: { locale: 'en', showStoreInstrument: true, storeInstrument: false },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'ar'] } },
  // A new key per args, so changing a control starts the field over from those options.
  render: (args) => <StoreInstrumentField key={JSON.stringify(args)} {...args} />,
} satisfies Meta<StoryCardFieldsOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const storeCheckbox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('checkbox', { name: en['cardForm.label.storeInstrument'] });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: en['cardForm.label.storeInstrument'] });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).not.toHaveAttribute('data-selected');

    // The label is the click target too.
    await userEvent.click(within(canvasElement).getByText(en['cardForm.label.storeInstrument']));
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAttribute('data-selected');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: en['cardForm.label.storeInstrument'] });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { storeInstrument: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: en['cardForm.label.storeInstrument'] });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
  },
};

/** Not offered (express integrations, or the merchant turned it off): nothing is rendered. */
export const Hidden: Story = {
  args: { showStoreInstrument: false, storeInstrument: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** In the card checkout, while the secure frame loads: the choice can be made already, and paying waits for the frame. */
export const Loading: Story = {
  render: (args) => (
    <CheckoutWithFields {...args} status="idle" isReady={false} cardFieldsValid={false} pay={fn(async () => {})} dismissFailure={fn()} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.pc-CardForm')).toHaveAttribute('aria-busy', 'true');
    const checkbox = storeCheckbox(canvasElement);
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAttribute('data-selected');
    await expect(within(canvasElement).getByRole('button', { name: payLabel('en') })).toBeDisabled();
  },
};

/** In the card checkout after a declined payment: the choice is kept for the next try and can still be changed. */
export const Failure: Story = {
  args: { storeInstrument: true },
  render: (args) => <CheckoutWithFields {...args} status="failure" isReady cardFieldsValid pay={fn(async () => {})} dismissFailure={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['result.failure']);
    const checkbox = storeCheckbox(canvasElement);
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    // Changing the choice leaves the failure to its own dismiss button.
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: payLabel('en') })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    const checkbox = within(canvasElement).getByRole('checkbox', { name: ar['cardForm.label.storeInstrument'] });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

/** The checked state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Checked, 'dark');
export const CustomTheme: Story = inTheme(Checked, 'custom');
