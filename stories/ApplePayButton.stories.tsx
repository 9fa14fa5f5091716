import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApplePayButton } from '../components/ApplePayButton/ApplePayButton';
import { DROP_IN_CATALOGS } from '../headless/core/i18n/dropInMessages';
import { localeWrapper } from './fixtures/locale';
import { inTheme } from './fixtures/inTheme';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';

const { en, ar } = DROP_IN_CATALOGS;
const method = { method: en['dropIn.method.applePay'] };
const onVendorClick = fn();

/** Plays Apple's script: it renders its <apple-pay-button> into the container the component hands over. */
function vendorButton(element: HTMLElement | null) {
  if (!element || element.childElementCount > 0) return;
  const button = element.ownerDocument.createElement('button');
  button.type = 'button';
  button.textContent = 'Buy with Apple Pay';
  button.addEventListener('click', () => onVendorClick());
  element.append(button);
}

// Props as the drop-in's getWalletButtonProps('applePay') hands them over.
const meta = {
  title: 'Components/ApplePayButton',
  component: ApplePayButton,
  decorators: [withCheckoutTheme],
  args: {
    containerRef: vendorButton,
    status: 'ready',
    loadingLabel: en['wallet.loading'].replace('{method}', method.method),
    failureMessage: en['wallet.failed'].replace('{method}', method.method),
  },
  beforeEach: () => onVendorClick.mockClear(),
} satisfies Meta<typeof ApplePayButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Section 2 block 9: the vendor's button inside the option, nothing of the kit's own around it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Buy with Apple Pay' });
    await expect(button.parentElement).toHaveClass('pc-WalletButton-container');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(onVendorClick).toHaveBeenCalledOnce();
  },
};

/** While Apple's script loads, the option says so. */
export const Loading: Story = {
  args: { status: 'loading', containerRef: () => {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Apple Pay');
    await expect(canvasElement.querySelector('.pc-ApplePayButton')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The button could not be rendered: the shopper is told to choose another method. */
export const Failure: Story = {
  args: { status: 'failed', containerRef: () => {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(en['wallet.failed'].replace('{method}', method.method));
    await expect(canvasElement.querySelector('.pc-ApplePayButton')).toHaveAttribute('data-status', 'failed');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { status: 'loading', containerRef: () => {}, loadingLabel: ar['wallet.loading'].replace('{method}', ar['dropIn.method.applePay']) },
  play: async ({ canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(ar['wallet.loading'].replace('{method}', 'Apple Pay'));
  },
};

/** The failure text in the dark theme and in a merchant's own theme (the vendor's button keeps its own look). */
export const Dark: Story = inTheme(Failure, 'dark');
export const CustomTheme: Story = inTheme(Failure, 'custom');
