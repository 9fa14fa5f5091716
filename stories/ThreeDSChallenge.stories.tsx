import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThreeDSChallenge } from 'payment-client/components';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { payButton, payWithSavedCard, renderDropIn } from './fixtures/dropIn';
import { localeWrapper } from './fixtures/locale';
import { STORY_PROVIDER_URL } from './fixtures/session';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';
import { providerPage } from './mocks/providerPage';

// The frame sizes of PC-3DS-4 for a desktop screen (the largest, 600x450) and a 360 px phone (250x400).
const DESKTOP_SCREEN = 1280;
const PHONE_SCREEN = 360;

const challengePage = providerPage('3ds');

/** Pays with the saved card in the drop-in and waits for the challenge the provider asks for. */
async function payIntoChallenge(canvasElement: HTMLElement) {
  await payWithSavedCard(canvasElement);
  return within(canvasElement).findByRole('dialog', { name: en['threeDS.title'] }, { timeout: 5000 });
}

// The provider's challenge page is not part of the kit, so the frame stays blank here.
const meta = {
  title: 'Components/ThreeDSChallenge',
  parameters: { docs: { description: { component: "The bank's 3-D Secure check, in a frame over the page, sized for the screen, with a way to cancel. The frame's content is the bank's, not ours." } } },
  component: ThreeDSChallenge,
  decorators: [withCheckoutTheme],
  args: { href: 'about:blank', screenWidth: DESKTOP_SCREEN, title: en['threeDS.title'], cancelLabel: en['threeDS.cancel'], onCancel: fn() },
} satisfies Meta<typeof ThreeDSChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: en['threeDS.title'] });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const frame = dialog.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', en['threeDS.title']);
    await expect(frame).toHaveAttribute('width', '600');
    await expect(frame).toHaveAttribute('height', '450');

    await userEvent.click(within(dialog).getByRole('button', { name: en['threeDS.cancel'] }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const cancel = within(canvasElement).getByRole('button', { name: en['threeDS.cancel'] });
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** On a phone the frame shrinks to the size that fits its width. */
export const SmallScreen: Story = {
  args: { screenWidth: PHONE_SCREEN },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('width', '250');
    await expect(frame).toHaveAttribute('height', '400');
  },
};

/** In the drop-in: the challenge page reports back; the frame closes and the loader shows while the result is fetched. */
export const Loading: Story = {
  parameters: { msw: { handlers: { provider: challengePage.handlers } } },
  render: renderDropIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await payIntoChallenge(canvasElement);
    await expect(dialog.querySelector('iframe')).toHaveAttribute('src', `${STORY_PROVIDER_URL}/3ds/exe_story`);
    await expect(canvas.getByRole('button', { name: en['payButton.processing'] })).toHaveAttribute('aria-busy', 'true');

    challengePage.reportChallenge('approved');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent(en['loader.label']);
    await expect(canvasElement.querySelector('.pc-DropIn')).toHaveAttribute('data-status', 'authorizing');
  },
};

/** In the drop-in: the shopper fails the challenge; the frame closes, the failure shows and the card can be tried again. */
export const Failure: Story = {
  parameters: { msw: { handlers: { provider: challengePage.handlers } } },
  render: renderDropIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payIntoChallenge(canvasElement);
    challengePage.decline();
    challengePage.reportChallenge('declined');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(en['result.failure']);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(payButton(canvasElement)).toBeEnabled());
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: ar['threeDS.title'], cancelLabel: ar['threeDS.cancel'] },
  play: async ({ args, canvasElement }) => {
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    const dialog = within(canvasElement).getByRole('dialog', { name: ar['threeDS.title'] });
    await expect(dialog.querySelector('iframe')).toHaveAttribute('title', ar['threeDS.title']);
    await userEvent.click(within(dialog).getByRole('button', { name: ar['threeDS.cancel'] }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The default state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Default, 'dark');
export const CustomTheme: Story = inTheme(Default, 'custom');
