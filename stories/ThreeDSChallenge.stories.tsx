import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThreeDSChallenge } from '../components/ThreeDSChallenge/ThreeDSChallenge';
import { THREE_DS_FRAME_SIZES, threeDSFrameSize } from '../headless/core/executor/constants';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { localeWrapper } from './fixtures/locale';
import { withCheckoutTheme } from './fixtures/withCheckoutTheme';
import { inTheme } from './fixtures/inTheme';

const DESKTOP_WIDTH = 1280;
const PHONE_WIDTH = 360;

// The provider's challenge page is not part of the kit, so the frame stays blank here.
const meta = {
  title: 'Components/ThreeDSChallenge',
  component: ThreeDSChallenge,
  decorators: [withCheckoutTheme],
  args: { href: 'about:blank', ...threeDSFrameSize(DESKTOP_WIDTH), title: en['threeDS.title'], cancelLabel: en['threeDS.cancel'], onCancel: fn() },
} satisfies Meta<typeof ThreeDSChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: en['threeDS.title'] });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const frame = dialog.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', en['threeDS.title']);
    // Section 9: the largest frame size that fits the screen.
    await expect(frame).toHaveAttribute('width', String(THREE_DS_FRAME_SIZES.at(-1)!.width));
    await expect(frame).toHaveAttribute('height', String(THREE_DS_FRAME_SIZES.at(-1)!.height));

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
  args: { ...threeDSFrameSize(PHONE_WIDTH) },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    const fitting = THREE_DS_FRAME_SIZES.filter((size) => size.width <= PHONE_WIDTH).at(-1)!;
    await expect(fitting.width).toBeLessThan(THREE_DS_FRAME_SIZES.at(-1)!.width);
    await expect(frame).toHaveAttribute('width', String(fitting.width));
    await expect(frame).toHaveAttribute('height', String(fitting.height));
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
