import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplePayButton } from 'payment-client/components';
import { walletButtonStories } from './fixtures/walletButtonStories';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';

// PC-APPLEPAY-1: Apple's script renders its <apple-pay-button> into the container the component hands over.
const wallet = walletButtonStories({ method: 'dropIn.method.applePay', rootClass: 'pc-ApplePayButton', vendorLabel: 'Buy with Apple Pay' });

const meta = {
  title: 'Components/ApplePayButton',
  parameters: { docs: { description: { component: "The Apple Pay option's body in the drop-in. Apple's own script draws the black Apple Pay button into it, so only the wait (a loading line) and a failure message are ours to style." } } },
  component: ApplePayButton,
  decorators: [withCheckoutTheme],
  args: wallet.args,
  beforeEach: wallet.beforeEach,
} satisfies Meta<typeof ApplePayButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = wallet.Default;
export const Loading: Story = wallet.Loading;
export const Failure: Story = wallet.Failure;
export const Arabic: Story = wallet.Arabic;
export const Dark: Story = wallet.Dark;
export const CustomTheme: Story = wallet.CustomTheme;
