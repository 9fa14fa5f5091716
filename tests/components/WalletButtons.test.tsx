import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplePayButton } from '../../components/ApplePayButton/ApplePayButton';
import { GooglePayButton } from '../../components/GooglePayButton/GooglePayButton';
import { PayPalButton } from '../../components/PayPalButton/PayPalButton';
import type { WalletButtonProps } from '../../headless/react/useDropIn';

afterEach(cleanup);

const props = (overrides: Partial<WalletButtonProps> = {}): WalletButtonProps => ({
  containerRef: vi.fn(),
  status: 'ready',
  loadingLabel: 'Loading Apple Pay',
  failureMessage: 'Apple Pay is not available right now, please choose another payment method.',
  ...overrides,
});

describe.each([
  ['ApplePayButton', ApplePayButton, 'pc-ApplePayButton'],
  ['GooglePayButton', GooglePayButton, 'pc-GooglePayButton'],
] as const)('%s', (_name, Button, className) => {
  it('hands the vendor its empty container and renders nothing else when ready', () => {
    const containerRef = vi.fn();
    const { container } = render(<Button {...props({ containerRef })} />);
    const root = container.querySelector(`.${className}`)!;
    expect(root.getAttribute('data-status')).toBe('ready');
    expect(containerRef).toHaveBeenCalledWith(root.querySelector('.pc-WalletButton-container'));
    expect(root.querySelector('.pc-WalletButton-container')!.childNodes).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces the wait for the vendor script', () => {
    render(<Button {...props({ status: 'loading' })} />);
    expect(screen.getByRole('status').textContent).toBe('Loading Apple Pay');
    expect(document.querySelector(`.${className}`)!.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the failure when the button could not be rendered', () => {
    render(<Button {...props({ status: 'failed' })} />);
    expect(screen.getByRole('alert').textContent).toBe('Apple Pay is not available right now, please choose another payment method.');
  });

  it('releases the container when it unmounts', () => {
    const containerRef = vi.fn();
    const { unmount } = render(<Button {...props({ containerRef })} />);
    unmount();
    expect(containerRef.mock.calls.at(-1)?.[0]).toBeNull();
  });
});

describe('PayPalButton', () => {
  const storeInstrument = (checked: boolean, visible = true, onChange = vi.fn()) => ({
    visible,
    label: 'Save instrument for future payments',
    inputProps: { type: 'checkbox' as const, checked, onChange },
  });

  it('shows the store checkbox above the button container and reports its changes', async () => {
    const onChange = vi.fn();
    render(<PayPalButton {...props()} storeInstrument={storeInstrument(false, true, onChange)} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Save instrument for future payments' });
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    await userEvent.setup().click(checkbox);
    expect(onChange).toHaveBeenCalledOnce();
    const root = document.querySelector('.pc-PayPalButton')!;
    expect(root.lastElementChild?.className).toBe('pc-WalletButton-container');
  });

  it('hides the store checkbox when the hook says so (express mode, no holder)', () => {
    render(<PayPalButton {...props()} storeInstrument={storeInstrument(false, false)} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows loading and failure like the other wallets', () => {
    const { rerender } = render(<PayPalButton {...props({ status: 'loading', loadingLabel: 'Loading PayPal' })} storeInstrument={storeInstrument(true)} />);
    expect(screen.getByRole('status').textContent).toBe('Loading PayPal');
    rerender(<PayPalButton {...props({ status: 'failed', failureMessage: 'PayPal is not available' })} storeInstrument={storeInstrument(true)} />);
    expect(screen.getByRole('alert').textContent).toBe('PayPal is not available');
  });
});
