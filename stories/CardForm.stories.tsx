import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardCheckout, CardForm } from 'payment-client/components';
import { ar } from '../headless/core/i18n/ar';
import { en } from '../headless/core/i18n/en';
import { fakeCardFormResult, payLabel, type FakeCardFormOptions } from './fixtures/cardFormResult';
import { localeWrapper } from './fixtures/locale';
import { inTheme } from './fixtures/inTheme';

// CardCheckout takes the whole hook result, so the stories' args are the states that result is built from.
const meta = {
  title: 'Components/CardCheckout',
  // The story's own arguments drive the canvas; the component's public props get their own tab.
  subcomponents: { CardCheckout, CardForm },
  parameters: { docs: { description: { component: "The whole card checkout: the secure card fields (drawn by the vault's frame inside `CardForm`), one pay button, the loader while paying, and the success or failure message. The shopper only ever sees one of these states at a time; pick one in the controls." } } },
  args: {
    status: 'idle',
    isValid: false,
    isReady: true,
    locale: 'en',
    pay: fn(async () => {}),
    dismissFailure: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'authorizing', 'success', 'pending', 'failure'] },
    locale: { control: 'inline-radio', options: ['en', 'ar'] },
  },
  render: (args) => <CardCheckout cardForm={fakeCardFormResult(args)} />,
} satisfies Meta<FakeCardFormOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: payLabel('en') })).toBeDisabled();
  },
};

export const Valid: Story = {
  args: { isValid: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: payLabel('en') });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.pay).toHaveBeenCalledOnce();
  },
};

/** The secure frame is still loading: its host says so, and nothing can be paid yet. */
export const Loading: Story = {
  args: { isReady: false },
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('.pc-CardForm');
    await expect(host).toHaveAttribute('aria-busy', 'true');
    await expect(host).toHaveAttribute('data-loading');
    await expect(host).not.toHaveAttribute('data-ready');
    await expect(within(canvasElement).getByRole('button', { name: payLabel('en') })).toBeDisabled();
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Paying: Story = {
  args: { isValid: true, status: 'authorizing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(en['loader.label']);
    const button = canvas.getByRole('button', { name: en['payButton.processing'] });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const Success: Story = {
  args: { isValid: true, status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(en['result.success']);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { isValid: true, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(en['result.pending']);
  },
};

export const Failure: Story = {
  args: { isValid: true, status: 'failure' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['result.failure']);
    await userEvent.click(canvas.getByRole('button', { name: en['result.dismiss'] }));
    await expect(args.dismissFailure).toHaveBeenCalledOnce();
    await expect(args.pay).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { isValid: true, status: 'failure', locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(localeWrapper(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(canvasElement.querySelector('.pc-Checkout')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('alert')).toHaveTextContent(ar['result.failure']);
    await expect(canvas.getByRole('button', { name: ar['result.dismiss'] })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: payLabel('ar') })).toBeEnabled();
  },
};

/** The valid state in the dark theme and in a merchant's own theme. */
export const Dark: Story = inTheme(Valid, 'dark');
export const CustomTheme: Story = inTheme(Valid, 'custom');
