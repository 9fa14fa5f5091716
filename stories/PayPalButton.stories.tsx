import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayPalButton } from 'payment-client/components';
import { ar as arMessages } from '../headless/core/i18n/ar';
import { DROP_IN_CATALOGS } from '../headless/core/i18n/dropInMessages';
import { en as enMessages } from '../headless/core/i18n/en';
import { localeWrapper } from './fixtures/locale';
import { inTheme } from './fixtures/inTheme';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';

const { en, ar } = DROP_IN_CATALOGS;
const payPal = en['dropIn.method.payPal'];
const onVendorClick = fn();
const onStoreChange = fn();

/** Plays the PayPal script: it renders its one gold button into the container the component hands over. */
function vendorButton(element: HTMLElement | null) {
  if (!element || element.childElementCount > 0) return;
  const button = element.ownerDocument.createElement('button');
  button.type = 'button';
  button.textContent = 'PayPal';
  button.addEventListener('click', () => onVendorClick());
  element.append(button);
}

// Props as the drop-in's getPayPalButtonProps() hands them over to a returning shopper.
const meta = {
  title: 'Components/PayPalButton',
  parameters: { docs: { description: { component: "The PayPal option's body in the drop-in: the 'save for future payments' checkbox, then the gold PayPal button that PayPal's script draws." } } },
  component: PayPalButton,
  decorators: [withCheckoutTheme],
  args: {
    containerRef: vendorButton,
    status: 'ready',
    loadingLabel: en['wallet.loading'].replace('{method}', payPal),
    failureMessage: en['wallet.failed'].replace('{method}', payPal),
    storeInstrument: {
      visible: true,
      label: enMessages['cardForm.label.storeInstrument'],
      inputProps: { type: 'checkbox', checked: false, onChange: onStoreChange },
    },
  },
  beforeEach: () => {
    onVendorClick.mockClear();
    onStoreChange.mockClear();
  },
} satisfies Meta<typeof PayPalButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PC-PAYPAL-1: the store checkbox, then PayPal's button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: enMessages['cardForm.label.storeInstrument'] });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(onStoreChange).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'PayPal' }));
    await expect(onVendorClick).toHaveBeenCalledOnce();
  },
};

/** Express mode (or no holder): no store checkbox. */
export const Express: Story = {
  args: { storeInstrument: { visible: false, label: enMessages['cardForm.label.storeInstrument'], inputProps: { type: 'checkbox', checked: false, onChange: onStoreChange } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'PayPal' })).toBeInTheDocument();
  },
};

/** While the PayPal script loads (again after the store checkbox changed), the option says so. */
export const Loading: Story = {
  args: { status: 'loading', containerRef: () => {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading PayPal');
    await expect(canvasElement.querySelector('.pc-PayPalButton')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: { status: 'failed', containerRef: () => {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(en['wallet.failed'].replace('{method}', payPal));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    loadingLabel: ar['wallet.loading'].replace('{method}', payPal),
    storeInstrument: { visible: true, label: arMessages['cardForm.label.storeInstrument'], inputProps: { type: 'checkbox', checked: true, onChange: onStoreChange } },
  },
  play: async ({ canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('checkbox', { name: arMessages['cardForm.label.storeInstrument'] })).toBeChecked();
  },
};

/** The failure text in the dark theme and in a merchant's own theme (the vendor's button keeps its own look). */
export const Dark: Story = inTheme(Failure, 'dark');
export const CustomTheme: Story = inTheme(Failure, 'custom');
