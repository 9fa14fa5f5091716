import type { Meta, StoryObj } from '@storybook/react-vite';
import { GooglePayButton } from 'payment-client/components';
import { walletButtonStories } from './fixtures/walletButtonStories';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';

// PC-GOOGLEPAY-1: the Google Pay script renders its button into the container the component hands over.
const wallet = walletButtonStories({ method: 'dropIn.method.googlePay', rootClass: 'pc-GooglePayButton', vendorLabel: 'Buy with Google Pay' });

const meta = {
  title: 'Components/GooglePayButton',
  parameters: { docs: { description: { component: "The Google Pay option's body in the drop-in. Google's script draws its button into it; we show the wait and a failure message around it." } } },
  component: GooglePayButton,
  decorators: [withCheckoutTheme],
  args: wallet.args,
  beforeEach: wallet.beforeEach,
} satisfies Meta<typeof GooglePayButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = wallet.Default;
export const Loading: Story = wallet.Loading;
export const Failure: Story = wallet.Failure;
export const Arabic: Story = wallet.Arabic;
export const Dark: Story = wallet.Dark;
export const CustomTheme: Story = wallet.CustomTheme;
