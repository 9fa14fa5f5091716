import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BillingAddress as RealBillingAddress } from '../../../components/BillingAddress/BillingAddress';
import type { CardFormFieldProps } from '../../../headless/react/cardFormFieldProps';

const loadExtension = vi.fn();
vi.mock('../../../embed/extensions/loadExtension', () => ({ loadExtension: (name: string, integrity: string) => loadExtension(name, integrity) }));

type Props = CardFormFieldProps['billingAddress'];
const props = (overrides: Partial<Props> = {}): Props => ({
  visible: true,
  isLoading: false,
  loadError: null,
  countryLabel: 'Country',
  countryPlaceholder: 'Select Country',
  countries: [{ value: 'GB', label: 'United Kingdom' }],
  countrySelectProps: { value: '', disabled: false, required: true, onChange: () => {} },
  postalCode: {
    visible: false,
    label: 'Postal Code',
    invalid: false,
    errorText: '',
    inputProps: { type: 'text', value: '', placeholder: 'Postal Code', autoComplete: 'postal-code', required: true, 'aria-invalid': false, onChange: () => {}, onBlur: () => {} },
  },
  ...overrides,
});

// A fresh module per test: the view remembers the block once one has loaded.
const standIn = async () => (await import('../../../embed/extensions/extensionViews')).extensionViews.BillingAddress;

beforeEach(() => {
  vi.resetModules();
  loadExtension.mockReset();
});
afterEach(cleanup);

describe("the script tag's billing address view", () => {
  it('loads nothing while the form shows no billing address', async () => {
    const BillingAddress = await standIn();
    const { container } = render(<BillingAddress {...props({ visible: false })} />);
    expect(container.innerHTML).toBe('');
    expect(loadExtension).not.toHaveBeenCalled();
  });

  it('renders the real block once the address script has loaded', async () => {
    loadExtension.mockResolvedValue({ BillingAddress: RealBillingAddress });
    const BillingAddress = await standIn();
    render(<BillingAddress {...props()} />);
    expect((await screen.findByRole('combobox', { name: 'Country' })).closest('.pc-BillingAddress')).not.toBeNull();
    expect(screen.getByRole('option', { name: 'United Kingdom' }).getAttribute('value')).toBe('GB');
    expect(loadExtension).toHaveBeenCalledWith('address', 'sha384-address');
  });

  it("if the script cannot load, shows the form's message about the countries", async () => {
    loadExtension.mockRejectedValue(new Error('offline'));
    const BillingAddress = await standIn();
    render(<BillingAddress {...props({ loadError: 'Countries could not be loaded, please try again.' })} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Countries could not be loaded, please try again.');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });
});
